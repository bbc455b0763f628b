/**
 * Hotel groups and their brands (real chains, as a traveller knows them), the star level each
 * brand keeps, where it operates, how a hotel of the brand is named in each language and the
 * colours its pictures are drawn in. Independent hotels belong to the group 'IND'.
 */

/** [code, CN, EN, JP] */
export const GROUPS: [string, string, string, string][] = [
  ['HUAZHU', '华住集团', 'H World Group', '華住集団'],
  ['JINJIANG', '锦江酒店', 'Jin Jiang Hotels', '錦江ホテルズ'],
  ['BTG', '首旅如家', 'BTG Homeinns', '首旅如家'],
  ['ATOUR', '亚朵集团', 'Atour Group', 'アトゥール'],
  ['MARRIOTT', '万豪国际', 'Marriott International', 'マリオット・インターナショナル'],
  ['HILTON', '希尔顿', 'Hilton', 'ヒルトン'],
  ['IHG', '洲际酒店集团', 'IHG Hotels & Resorts', 'IHGホテルズ＆リゾーツ'],
  ['ACCOR', '雅高', 'Accor', 'アコー'],
  ['HYATT', '凯悦', 'Hyatt', 'ハイアット'],
  ['SHANGRILA', '香格里拉', 'Shangri-La Group', 'シャングリ・ラ'],
  ['APA', 'APA酒店', 'APA Hotels', 'アパホテルズ'],
  ['TOYOKO', '东横INN', 'Toyoko Inn', '東横イン'],
  ['IND', '单体酒店', 'Independent Hotels', '独立系ホテル'],
]

export type BrandRegion = 'cn' | 'all' | 'jp' | 'abroad'

/**
 * [code, CN, EN, JP, pinyin, group, star, region, CN suffix of a hotel's name, EN hotel name,
 * JP hotel name, colour]. A hotel is named "<city><area><CN><suffix>" in Chinese,
 * "<EN hotel name> <city> <area>" in English and "<JP hotel name><city><area>" in Japanese.
 */
export type BrandRow = [string, string, string, string, string, string, number, BrandRegion, string, string, string, string]

export const BRANDS: BrandRow[] = [
  ['HANTING', '汉庭', 'Hanting', 'ハンティン', 'hanting', 'HUAZHU', 2, 'cn', '酒店', 'Hanting Hotel', 'ハンティンホテル', '#e2463f'],
  ['JI', '全季', 'JI Hotel', 'ジーホテル', 'quanji', 'HUAZHU', 3, 'cn', '酒店', 'JI Hotel', 'ジーホテル', '#8c6d46'],
  ['ORANGE', '桔子水晶', 'Crystal Orange', 'クリスタルオレンジ', 'juzishuijing', 'HUAZHU', 4, 'cn', '酒店', 'Crystal Orange Hotel', 'クリスタルオレンジホテル', '#f08a24'],
  ['JJINN', '锦江之星', 'Jinjiang Inn', '錦江之星', 'jinjiangzhixing', 'JINJIANG', 2, 'cn', '', 'Jinjiang Inn', '錦江之星', '#d9262b'],
  ['VIENNA', '维也纳', 'Vienna Hotel', 'ウィーンホテル', 'weiyena', 'JINJIANG', 3, 'cn', '酒店', 'Vienna Hotel', 'ウィーンホテル', '#9b1c31'],
  ['LAVANDE', '丽枫', 'Lavande', 'ラヴァンド', 'lifeng', 'JINJIANG', 3, 'cn', '酒店', 'Lavande Hotel', 'ラヴァンドホテル', '#7d5ba6'],
  ['HOMEINN', '如家', 'Home Inn', 'ホームイン', 'rujia', 'BTG', 2, 'cn', '酒店', 'Home Inn', 'ホームイン', '#f5b400'],
  ['HOMEPLUS', '如家精选', 'Home Inn Plus', 'ホームインプラス', 'rujiajingxuan', 'BTG', 3, 'cn', '酒店', 'Home Inn Plus', 'ホームインプラス', '#e0a100'],
  ['JIANGUO', '建国', 'Jianguo', '建国', 'jianguo', 'BTG', 4, 'cn', '饭店', 'Jianguo Hotel', '建国飯店', '#a4343a'],
  ['ATOUR', '亚朵', 'Atour', 'アトゥール', 'yaduo', 'ATOUR', 4, 'cn', '酒店', 'Atour Hotel', 'アトゥールホテル', '#3b3b3b'],
  ['ATOURX', '亚朵X', 'Atour X', 'アトゥールX', 'yaduox', 'ATOUR', 3, 'cn', '酒店', 'Atour X Hotel', 'アトゥールXホテル', '#5a5a5a'],
  ['MARRIOTT', '万豪', 'Marriott', 'マリオット', 'wanhao', 'MARRIOTT', 5, 'all', '酒店', 'Marriott', 'マリオット', '#b8302f'],
  ['COURTYARD', '万怡', 'Courtyard', 'コートヤード', 'wanyi', 'MARRIOTT', 4, 'all', '酒店', 'Courtyard by Marriott', 'コートヤード・バイ・マリオット', '#c1272d'],
  ['RITZ', '丽思卡尔顿', 'Ritz-Carlton', 'リッツ・カールトン', 'lisikaerdun', 'MARRIOTT', 5, 'all', '酒店', 'The Ritz-Carlton', 'ザ・リッツ・カールトン', '#1f3a5f'],
  ['SHERATON', '喜来登', 'Sheraton', 'シェラトン', 'xilaideng', 'MARRIOTT', 5, 'all', '酒店', 'Sheraton', 'シェラトン', '#004b8d'],
  ['FAIRFIELD', '万枫', 'Fairfield', 'フェアフィールド', 'wanfeng', 'MARRIOTT', 3, 'all', '酒店', 'Fairfield by Marriott', 'フェアフィールド・バイ・マリオット', '#2f6f4e'],
  ['HILTON', '希尔顿', 'Hilton', 'ヒルトン', 'xierdun', 'HILTON', 5, 'all', '酒店', 'Hilton', 'ヒルトン', '#104c97'],
  ['DOUBLETREE', '希尔顿逸林', 'DoubleTree', 'ダブルツリー', 'xierdunyilin', 'HILTON', 4, 'all', '酒店', 'DoubleTree by Hilton', 'ダブルツリーbyヒルトン', '#0b5a8c'],
  ['HAMPTON', '希尔顿欢朋', 'Hampton', 'ハンプトン', 'xierdunhuanpeng', 'HILTON', 3, 'all', '酒店', 'Hampton by Hilton', 'ハンプトンbyヒルトン', '#0d71b9'],
  ['CONRAD', '康莱德', 'Conrad', 'コンラッド', 'kanglaide', 'HILTON', 5, 'all', '酒店', 'Conrad', 'コンラッド', '#2a2a2a'],
  ['INTERCON', '洲际', 'InterContinental', 'インターコンチネンタル', 'zhouji', 'IHG', 5, 'all', '酒店', 'InterContinental', 'インターコンチネンタル', '#8a6d3b'],
  ['CROWNE', '皇冠假日', 'Crowne Plaza', 'クラウンプラザ', 'huangguanjiari', 'IHG', 5, 'all', '酒店', 'Crowne Plaza', 'クラウンプラザ', '#6c2c6e'],
  ['HOLIDAYINN', '假日', 'Holiday Inn', 'ホリデイ・イン', 'jiari', 'IHG', 4, 'all', '酒店', 'Holiday Inn', 'ホリデイ・イン', '#2e8b57'],
  ['HIEXPRESS', '智选假日', 'Holiday Inn Express', 'ホリデイ・イン・エクスプレス', 'zhixuanjiari', 'IHG', 3, 'all', '酒店', 'Holiday Inn Express', 'ホリデイ・イン・エクスプレス', '#1e7f9d'],
  ['NOVOTEL', '诺富特', 'Novotel', 'ノボテル', 'nuofute', 'ACCOR', 4, 'all', '酒店', 'Novotel', 'ノボテル', '#003a70'],
  ['PULLMAN', '铂尔曼', 'Pullman', 'プルマン', 'boerman', 'ACCOR', 5, 'all', '酒店', 'Pullman', 'プルマン', '#5b2a86'],
  ['IBIS', '宜必思', 'ibis', 'イビス', 'yibisi', 'ACCOR', 2, 'all', '酒店', 'ibis', 'イビス', '#e4002b'],
  ['SOFITEL', '索菲特', 'Sofitel', 'ソフィテル', 'suofeite', 'ACCOR', 5, 'all', '酒店', 'Sofitel', 'ソフィテル', '#1b365d'],
  ['MERCURE', '美居', 'Mercure', 'メルキュール', 'meiju', 'ACCOR', 3, 'all', '酒店', 'Mercure', 'メルキュール', '#7a1f2b'],
  ['PARKHYATT', '柏悦', 'Park Hyatt', 'パーク ハイアット', 'boyue', 'HYATT', 5, 'all', '酒店', 'Park Hyatt', 'パーク ハイアット', '#3d3d3d'],
  ['GRANDHYATT', '君悦', 'Grand Hyatt', 'グランド ハイアット', 'junyue', 'HYATT', 5, 'all', '酒店', 'Grand Hyatt', 'グランド ハイアット', '#6b4f2a'],
  ['HYATTPLACE', '凯悦嘉轩', 'Hyatt Place', 'ハイアット プレイス', 'kaiyuejiaxuan', 'HYATT', 4, 'all', '酒店', 'Hyatt Place', 'ハイアット プレイス', '#00728f'],
  ['SHANGRILA', '香格里拉', 'Shangri-La', 'シャングリ・ラ', 'xianggelila', 'SHANGRILA', 5, 'all', '大酒店', 'Shangri-La', 'シャングリ・ラ', '#9c7a3c'],
  ['KERRY', '嘉里', 'Kerry Hotel', 'ケリーホテル', 'jiali', 'SHANGRILA', 5, 'cn', '酒店', 'Kerry Hotel', 'ケリーホテル', '#7b6a58'],
  ['TRADERS', '盛贸', 'Traders', 'トレーダース', 'shengmao', 'SHANGRILA', 4, 'all', '饭店', 'Traders Hotel', 'トレーダースホテル', '#4d6b8a'],
  ['APA', 'APA', 'APA Hotel', 'アパホテル', 'apa', 'APA', 3, 'jp', '酒店', 'APA Hotel', 'アパホテル', '#6a1b9a'],
  ['TOYOKOINN', '东横INN', 'Toyoko Inn', '東横イン', 'donghenginn', 'TOYOKO', 2, 'jp', '', 'Toyoko Inn', '東横イン', '#1565c0'],
  ['INDGARDEN', '花园', 'Garden Hotel', 'ガーデンホテル', 'huayuan', 'IND', 3, 'all', '酒店', 'Garden Hotel', 'ガーデンホテル', '#4caf50'],
  ['INDROYAL', '皇家', 'Royal Hotel', 'ロイヤルホテル', 'huangjia', 'IND', 4, 'all', '酒店', 'Royal Hotel', 'ロイヤルホテル', '#8d6e63'],
  ['INDCITY', '城市便捷', 'City Inn', 'シティイン', 'chengshibianjie', 'IND', 2, 'abroad', '酒店', 'City Inn', 'シティイン', '#607d8b'],
]
