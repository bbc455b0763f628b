/**
 * Districts and business areas hotels are found in: real ones for the first-tier cities and the
 * cities abroad, a generic set for the others ("railway station", "hi-tech zone" of the city).
 * Each sits at a distance and bearing from the city centre, which places its hotels on the map.
 */

/** [CN, EN, JP, pinyin (no spaces), km from the centre, bearing in degrees] */
export type AreaRow = [string, string, string, string, number, number]

export const CITY_AREAS: Record<string, AreaRow[]> = {
  BJS: [
    ['国贸CBD', 'Guomao CBD', '国貿CBD', 'guomao', 5, 90],
    ['王府井', 'Wangfujing', '王府井', 'wangfujing', 1, 60],
    ['中关村', 'Zhongguancun', '中関村', 'zhongguancun', 13, 315],
    ['三里屯', 'Sanlitun', '三里屯', 'sanlitun', 5, 60],
    ['首都机场', 'Capital Airport', '首都空港', 'shoudujichang', 25, 45],
    ['北京南站', 'Beijing South Station', '北京南駅', 'beijingnanzhan', 6, 190],
  ],
  SHA: [
    ['陆家嘴', 'Lujiazui', '陸家嘴', 'lujiazui', 3, 80],
    ['人民广场', "People's Square", '人民広場', 'renminguangchang', 0.5, 250],
    ['静安寺', "Jing'an Temple", '静安寺', 'jingansi', 3, 280],
    ['虹桥枢纽', 'Hongqiao Hub', '虹橋ハブ', 'hongqiaoshuniu', 14, 260],
    ['徐家汇', 'Xujiahui', '徐家匯', 'xujiahui', 6, 220],
    ['外滩', 'The Bund', '外灘', 'waitan', 1.5, 60],
  ],
  CAN: [
    ['珠江新城', 'Zhujiang New Town', '珠江新城', 'zhujiangxincheng', 6, 100],
    ['天河体育中心', 'Tianhe Sports Centre', '天河体育センター', 'tianhetiyuzhongxin', 6, 80],
    ['北京路', 'Beijing Road', '北京路', 'beijinglu', 0.8, 120],
    ['琶洲会展', 'Pazhou Expo', '琶洲コンベンション', 'pazhouhuizhan', 9, 110],
    ['白云机场', 'Baiyun Airport', '白雲空港', 'baiyunjichang', 28, 10],
  ],
  SZX: [
    ['福田CBD', 'Futian CBD', '福田CBD', 'futian', 1, 240],
    ['南山科技园', 'Nanshan Science Park', '南山科技園', 'nanshankejiyuan', 13, 260],
    ['罗湖口岸', 'Luohu Port', '羅湖口岸', 'luohukouan', 5, 100],
    ['前海', 'Qianhai', '前海', 'qianhai', 16, 270],
    ['宝安机场', "Bao'an Airport", '宝安空港', 'baoanjichang', 28, 295],
  ],
  TYO: [
    ['新宿', 'Shinjuku', '新宿', 'xinsu', 6, 280],
    ['银座', 'Ginza', '銀座', 'yinzuo', 1, 160],
    ['涩谷', 'Shibuya', '渋谷', 'segu', 6, 235],
    ['东京站', 'Tokyo Station', '東京駅', 'dongjingzhan', 0.3, 90],
    ['品川', 'Shinagawa', '品川', 'pinchuan', 6.5, 200],
  ],
  OSA: [
    ['梅田', 'Umeda', '梅田', 'meitian', 1, 330],
    ['难波', 'Namba', '難波', 'nanbo', 3, 185],
    ['心斋桥', 'Shinsaibashi', '心斎橋', 'xinzhaiqiao', 2.3, 180],
    ['新大阪', 'Shin-Osaka', '新大阪', 'xindaban', 4, 10],
  ],
  SEL: [
    ['明洞', 'Myeongdong', '明洞', 'mingdong', 1, 170],
    ['江南', 'Gangnam', '江南', 'jiangnan', 9, 150],
    ['东大门', 'Dongdaemun', '東大門', 'dongdamen', 3, 90],
    ['汝矣岛', 'Yeouido', '汝矣島', 'ruyidao', 7, 230],
  ],
  SIN: [
    ['滨海湾', 'Marina Bay', 'マリーナベイ', 'binhaiwan', 1.5, 150],
    ['乌节路', 'Orchard Road', 'オーチャード', 'wujielu', 2.5, 300],
    ['牛车水', 'Chinatown', 'チャイナタウン', 'niucheshui', 1.2, 225],
    ['圣淘沙', 'Sentosa', 'セントーサ', 'shengtaosha', 6, 200],
  ],
  BKK: [
    ['素坤逸', 'Sukhumvit', 'スクンビット', 'sukunyi', 5, 100],
    ['暹罗', 'Siam', 'サイアム', 'xianluo', 3, 90],
    ['是隆', 'Silom', 'シーロム', 'shilong', 4, 140],
    ['考山路', 'Khao San', 'カオサン', 'kaoshanlu', 1, 330],
  ],
  HKG: [
    ['中环', 'Central', '中環', 'zhonghuan', 0.3, 270],
    ['尖沙咀', 'Tsim Sha Tsui', '尖沙咀', 'jianshazui', 2, 10],
    ['铜锣湾', 'Causeway Bay', '銅鑼湾', 'tongluowan', 2.5, 90],
    ['湾仔', 'Wan Chai', '湾仔', 'wanzai', 1.5, 90],
  ],
  TPE: [
    ['信义', 'Xinyi', '信義', 'xinyi', 3.5, 100],
    ['台北车站', 'Taipei Main Station', '台北駅', 'taibeichezhan', 3, 270],
    ['西门町', 'Ximending', '西門町', 'ximending', 3.5, 255],
    ['中山', 'Zhongshan', '中山', 'zhongshan', 2.5, 310],
  ],
  KUL: [
    ['武吉免登', 'Bukit Bintang', 'ブキッ・ビンタン', 'wujimiandeng', 1, 150],
    ['双子塔', 'KLCC', 'KLCC', 'shuangzita', 1, 60],
    ['中央车站', 'KL Sentral', 'KLセントラル', 'zhongyangchezhan', 3.5, 220],
  ],
  SYD: [
    ['环形码头', 'Circular Quay', 'サーキュラー・キー', 'huanxingmatou', 1, 0],
    ['达令港', 'Darling Harbour', 'ダーリング・ハーバー', 'dalinggang', 1, 270],
    ['邦迪', 'Bondi', 'ボンダイ', 'bangdi', 7, 110],
  ],
  LON: [
    ['威斯敏斯特', 'Westminster', 'ウェストミンスター', 'weisiminsite', 1, 200],
    ['金融城', 'City of London', 'シティ', 'jinrongcheng', 2.5, 80],
    ['肯辛顿', 'Kensington', 'ケンジントン', 'kenxindun', 5, 260],
    ['国王十字', "King's Cross", 'キングス・クロス', 'guowangshizi', 2.5, 10],
  ],
  PAR: [
    ['香榭丽舍', 'Champs-Élysées', 'シャンゼリゼ', 'xiangxielishe', 3.5, 290],
    ['玛黑区', 'Le Marais', 'マレ地区', 'maheiqu', 1, 80],
    ['拉德芳斯', 'La Défense', 'ラ・デファンス', 'ladefangsi', 9, 290],
    ['蒙马特', 'Montmartre', 'モンマルトル', 'mengmate', 3.5, 350],
  ],
  FRA: [
    ['银行区', 'Bankenviertel', '銀行街', 'yinhangqu', 0.5, 270],
    ['展览中心', 'Messe', 'メッセ', 'zhanlanzhongxin', 2, 260],
    ['萨克森豪森', 'Sachsenhausen', 'ザクセンハウゼン', 'sakesenhaosen', 1.5, 170],
  ],
  MUC: [
    ['老城', 'Altstadt', '旧市街', 'laocheng', 0.3, 0],
    ['施瓦宾', 'Schwabing', 'シュヴァービング', 'shiwabin', 3, 10],
    ['展览城', 'Messestadt', 'メッセシュタット', 'zhanlancheng', 9, 100],
  ],
  AMS: [
    ['中央车站', 'Centraal', '中央駅', 'zhongyangchezhan', 1, 10],
    ['运河带', 'Canal Ring', '運河地区', 'yunhedai', 0.8, 220],
    ['南区', 'Zuidas', 'ザウダス', 'nanqu', 5, 190],
  ],
  NYC: [
    ['中城', 'Midtown', 'ミッドタウン', 'zhongcheng', 0.5, 20],
    ['时代广场', 'Times Square', 'タイムズスクエア', 'shidaiguangchang', 0.3, 350],
    ['金融区', 'Financial District', '金融街', 'jinrongqu', 6, 200],
    ['布鲁克林', 'Brooklyn', 'ブルックリン', 'bulukelin', 8, 160],
  ],
  LAX: [
    ['比佛利山', 'Beverly Hills', 'ビバリーヒルズ', 'bifolishan', 15, 280],
    ['市中心', 'Downtown', 'ダウンタウン', 'shizhongxin', 0.5, 0],
    ['圣莫尼卡', 'Santa Monica', 'サンタモニカ', 'shengmonika', 23, 260],
    ['机场', 'LAX Airport', '空港', 'jichang', 20, 230],
  ],
  SFO: [
    ['联合广场', 'Union Square', 'ユニオンスクエア', 'lianheguangchang', 0.3, 0],
    ['渔人码头', "Fisherman's Wharf", 'フィッシャーマンズワーフ', 'yurenmatou', 3, 330],
    ['金融区', 'Financial District', '金融街', 'jinrongqu', 1, 45],
  ],
  DXB: [
    ['迪拜市中心', 'Downtown Dubai', 'ダウンタウン・ドバイ', 'dibaishizhongxin', 1, 0],
    ['迪拜码头', 'Dubai Marina', 'ドバイ・マリーナ', 'dibaimatou', 25, 230],
    ['朱美拉', 'Jumeirah', 'ジュメイラ', 'zhumeila', 10, 240],
  ],
  YTO: [
    ['市中心', 'Downtown', 'ダウンタウン', 'shizhongxin', 0.5, 0],
    ['约克维尔', 'Yorkville', 'ヨークビル', 'yuekeweier', 2.5, 350],
    ['皮尔逊机场', 'Pearson Airport', 'ピアソン空港', 'piersunjichang', 22, 300],
  ],
  YVR: [
    ['市中心', 'Downtown', 'ダウンタウン', 'shizhongxin', 0.5, 0],
    ['煤气镇', 'Gastown', 'ギャスタウン', 'meiqizhen', 1, 60],
    ['列治文', 'Richmond', 'リッチモンド', 'liezhiwen', 13, 190],
  ],
}

/** The areas of a Chinese city without its own list: named after the city ("成都火车站"). */
export const GENERIC_AREAS: AreaRow[] = [
  ['市中心', 'City Centre', '市中心', 'shizhongxin', 0.8, 30],
  ['火车站', 'Railway Station', '駅前', 'huochezhan', 4, 200],
  ['高新区', 'Hi-tech Zone', 'ハイテク区', 'gaoxinqu', 9, 250],
  ['会展中心', 'Convention Centre', 'コンベンションセンター', 'huizhanzhongxin', 7, 120],
  ['老城区', 'Old Town', '旧市街', 'laochengqu', 2, 330],
  ['机场', 'Airport', '空港', 'jichang', 22, 45],
]
