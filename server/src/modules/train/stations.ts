/**
 * The railway's stations (generated data, fixed): about 120 stations with their telegraph codes,
 * Chinese and English names, pinyin and city, on the lines the trains run along (lines.ts,
 * catalog.ts). A city with an airport keeps the flight and hotel city code (BJS, SHA, CAN); the
 * others get a code of their own. Hot stations are the big cities' main stations.
 */

/** [telegraph code, Chinese, pinyin (syllables), English, city code, city Chinese, city English, hot] */
import { placeOf, type Place } from '../../lib/places'

type StationRow = [string, string, string, string, string, string, string, boolean?]

const ROWS: StationRow[] = [
  // Beijing, Tianjin, Hebei
  ['VNP', '北京南', 'bei jing nan', 'Beijing South', 'BJS', '北京', 'Beijing', true],
  ['BXP', '北京西', 'bei jing xi', 'Beijing West', 'BJS', '北京', 'Beijing', true],
  ['BJP', '北京', 'bei jing', 'Beijing', 'BJS', '北京', 'Beijing', true],
  ['IFP', '北京朝阳', 'bei jing chao yang', 'Beijing Chaoyang', 'BJS', '北京', 'Beijing'],
  ['WWP', '武清', 'wu qing', 'Wuqing', 'TSN', '天津', 'Tianjin'],
  ['TJP', '天津', 'tian jin', 'Tianjin', 'TSN', '天津', 'Tianjin', true],
  ['TIP', '天津南', 'tian jin nan', 'Tianjin South', 'TSN', '天津', 'Tianjin'],
  ['CBP', '沧州西', 'cang zhou xi', 'Cangzhou West', 'CZH', '沧州', 'Cangzhou'],
  ['BMP', '保定东', 'bao ding dong', 'Baoding East', 'BDG', '保定', 'Baoding'],
  ['SJP', '石家庄', 'shi jia zhuang', 'Shijiazhuang', 'SJW', '石家庄', 'Shijiazhuang'],
  ['EDP', '邢台东', 'xing tai dong', 'Xingtai East', 'XTI', '邢台', 'Xingtai'],
  ['HPP', '邯郸东', 'han dan dong', 'Handan East', 'HDN', '邯郸', 'Handan'],
  ['IVP', '承德南', 'cheng de nan', 'Chengde South', 'CDE', '承德', 'Chengde'],
  // Jinghu line
  ['DIP', '德州东', 'de zhou dong', 'Dezhou East', 'DZH', '德州', 'Dezhou'],
  ['JGK', '济南西', 'ji nan xi', 'Jinan West', 'TNA', '济南', 'Jinan', true],
  ['JNK', '济南', 'ji nan', 'Jinan', 'TNA', '济南', 'Jinan'],
  ['TMK', '泰安', 'tai an', "Tai'an", 'TAI', '泰安', "Tai'an"],
  ['QAK', '曲阜东', 'qu fu dong', 'Qufu East', 'QFU', '曲阜', 'Qufu'],
  ['TEK', '滕州东', 'teng zhou dong', 'Tengzhou East', 'TZU', '滕州', 'Tengzhou'],
  ['ZEK', '枣庄', 'zao zhuang', 'Zaozhuang', 'ZZG', '枣庄', 'Zaozhuang'],
  ['UUH', '徐州东', 'xu zhou dong', 'Xuzhou East', 'XUZ', '徐州', 'Xuzhou'],
  ['XCH', '徐州', 'xu zhou', 'Xuzhou', 'XUZ', '徐州', 'Xuzhou'],
  ['SRH', '宿州东', 'su zhou dong', 'Suzhou East (Anhui)', 'SUA', '宿州', 'Suzhou (Anhui)'],
  ['BMH', '蚌埠南', 'beng bu nan', 'Bengbu South', 'BBU', '蚌埠', 'Bengbu'],
  ['CXH', '滁州', 'chu zhou', 'Chuzhou', 'CUZ', '滁州', 'Chuzhou'],
  ['NKH', '南京南', 'nan jing nan', 'Nanjing South', 'NKG', '南京', 'Nanjing', true],
  ['NJH', '南京', 'nan jing', 'Nanjing', 'NKG', '南京', 'Nanjing'],
  ['ZEH', '镇江南', 'zhen jiang nan', 'Zhenjiang South', 'ZJG', '镇江', 'Zhenjiang'],
  ['EXH', '丹阳北', 'dan yang bei', 'Danyang North', 'DYN', '丹阳', 'Danyang'],
  ['ESH', '常州北', 'chang zhou bei', 'Changzhou North', 'CZX', '常州', 'Changzhou'],
  ['WGH', '无锡东', 'wu xi dong', 'Wuxi East', 'WUX', '无锡', 'Wuxi'],
  ['WXH', '无锡', 'wu xi', 'Wuxi', 'WUX', '无锡', 'Wuxi'],
  ['OHH', '苏州北', 'su zhou bei', 'Suzhou North', 'SZV', '苏州', 'Suzhou'],
  ['SZH', '苏州', 'su zhou', 'Suzhou', 'SZV', '苏州', 'Suzhou', true],
  ['KNH', '昆山南', 'kun shan nan', 'Kunshan South', 'KSH', '昆山', 'Kunshan'],
  ['AOH', '上海虹桥', 'shang hai hong qiao', 'Shanghai Hongqiao', 'SHA', '上海', 'Shanghai', true],
  ['SHH', '上海', 'shang hai', 'Shanghai', 'SHA', '上海', 'Shanghai', true],
  // Jingguang line
  ['ADF', '安阳东', 'an yang dong', 'Anyang East', 'AYN', '安阳', 'Anyang'],
  ['HFF', '鹤壁东', 'he bi dong', 'Hebi East', 'HBI', '鹤壁', 'Hebi'],
  ['EGF', '新乡东', 'xin xiang dong', 'Xinxiang East', 'XXG', '新乡', 'Xinxiang'],
  ['ZAF', '郑州东', 'zheng zhou dong', 'Zhengzhou East', 'CGO', '郑州', 'Zhengzhou', true],
  ['ZZF', '郑州', 'zheng zhou', 'Zhengzhou', 'CGO', '郑州', 'Zhengzhou'],
  ['XVF', '许昌东', 'xu chang dong', 'Xuchang East', 'XCG', '许昌', 'Xuchang'],
  ['LBN', '漯河西', 'luo he xi', 'Luohe West', 'LHE', '漯河', 'Luohe'],
  ['ZLN', '驻马店西', 'zhu ma dian xi', 'Zhumadian West', 'ZMD', '驻马店', 'Zhumadian'],
  ['OYN', '信阳东', 'xin yang dong', 'Xinyang East', 'XYG', '信阳', 'Xinyang'],
  ['WHN', '武汉', 'wu han', 'Wuhan', 'WUH', '武汉', 'Wuhan', true],
  ['WCN', '武昌', 'wu chang', 'Wuchang', 'WUH', '武汉', 'Wuhan'],
  ['HKN', '汉口', 'han kou', 'Hankou', 'WUH', '武汉', 'Wuhan'],
  ['KNN', '咸宁北', 'xian ning bei', 'Xianning North', 'XNG', '咸宁', 'Xianning'],
  ['YIQ', '岳阳东', 'yue yang dong', 'Yueyang East', 'YYA', '岳阳', 'Yueyang'],
  ['CWQ', '长沙南', 'chang sha nan', 'Changsha South', 'CSX', '长沙', 'Changsha', true],
  ['CSQ', '长沙', 'chang sha', 'Changsha', 'CSX', '长沙', 'Changsha'],
  ['ZAQ', '株洲西', 'zhu zhou xi', 'Zhuzhou West', 'ZZH', '株洲', 'Zhuzhou'],
  ['HVQ', '衡阳东', 'heng yang dong', 'Hengyang East', 'HNY', '衡阳', 'Hengyang'],
  ['ICQ', '郴州西', 'chen zhou xi', 'Chenzhou West', 'CZO', '郴州', 'Chenzhou'],
  ['SNQ', '韶关', 'shao guan', 'Shaoguan', 'SGU', '韶关', 'Shaoguan'],
  ['IZQ', '广州南', 'guang zhou nan', 'Guangzhou South', 'CAN', '广州', 'Guangzhou', true],
  ['GZQ', '广州', 'guang zhou', 'Guangzhou', 'CAN', '广州', 'Guangzhou'],
  ['GGQ', '广州东', 'guang zhou dong', 'Guangzhou East', 'CAN', '广州', 'Guangzhou'],
  ['RTQ', '东莞', 'dong guan', 'Dongguan', 'DGG', '东莞', 'Dongguan'],
  ['IOQ', '深圳北', 'shen zhen bei', 'Shenzhen North', 'SZX', '深圳', 'Shenzhen', true],
  ['SZQ', '深圳', 'shen zhen', 'Shenzhen', 'SZX', '深圳', 'Shenzhen'],
  ['NZQ', '福田', 'fu tian', 'Futian', 'SZX', '深圳', 'Shenzhen'],
  // Shanghai–Kunming line
  ['EPH', '嘉兴南', 'jia xing nan', 'Jiaxing South', 'JXG', '嘉兴', 'Jiaxing'],
  ['HGH', '杭州东', 'hang zhou dong', 'Hangzhou East', 'HGH', '杭州', 'Hangzhou', true],
  ['HZH', '杭州', 'hang zhou', 'Hangzhou', 'HGH', '杭州', 'Hangzhou'],
  ['YWH', '义乌', 'yi wu', 'Yiwu', 'YIW', '义乌', 'Yiwu'],
  ['JBH', '金华', 'jin hua', 'Jinhua', 'JHA', '金华', 'Jinhua'],
  ['QEH', '衢州', 'qu zhou', 'Quzhou', 'JUZ', '衢州', 'Quzhou'],
  ['SRG', '上饶', 'shang rao', 'Shangrao', 'SQD', '上饶', 'Shangrao'],
  ['NXG', '南昌西', 'nan chang xi', 'Nanchang West', 'KHN', '南昌', 'Nanchang'],
  ['NCG', '南昌', 'nan chang', 'Nanchang', 'KHN', '南昌', 'Nanchang'],
  ['XUG', '新余北', 'xin yu bei', 'Xinyu North', 'XYU', '新余', 'Xinyu'],
  ['PBG', '萍乡北', 'ping xiang bei', 'Pingxiang North', 'PXG', '萍乡', 'Pingxiang'],
  ['UOQ', '娄底南', 'lou di nan', 'Loudi South', 'LDI', '娄底', 'Loudi'],
  ['KAQ', '怀化南', 'huai hua nan', 'Huaihua South', 'HJJ', '怀化', 'Huaihua'],
  ['QKW', '凯里南', 'kai li nan', 'Kaili South', 'KLI', '凯里', 'Kaili'],
  ['KQW', '贵阳北', 'gui yang bei', 'Guiyang North', 'KWE', '贵阳', 'Guiyang', true],
  ['GIW', '贵阳', 'gui yang', 'Guiyang', 'KWE', '贵阳', 'Guiyang'],
  ['ASE', '安顺西', 'an shun xi', 'Anshun West', 'AVA', '安顺', 'Anshun'],
  ['KOM', '昆明南', 'kun ming nan', 'Kunming South', 'KMG', '昆明', 'Kunming', true],
  ['KMM', '昆明', 'kun ming', 'Kunming', 'KMG', '昆明', 'Kunming'],
  // Xuzhou–Lanzhou line
  ['LLF', '洛阳龙门', 'luo yang long men', 'Luoyang Longmen', 'LYA', '洛阳', 'Luoyang'],
  ['SCF', '三门峡南', 'san men xia nan', 'Sanmenxia South', 'SMX', '三门峡', 'Sanmenxia'],
  ['HDY', '华山北', 'hua shan bei', 'Huashan North', 'HSH', '华阴', 'Huayin'],
  ['EAY', '西安北', 'xi an bei', "Xi'an North", 'XIY', '西安', "Xi'an", true],
  ['XAY', '西安', 'xi an', "Xi'an", 'XIY', '西安', "Xi'an"],
  ['BBY', '宝鸡南', 'bao ji nan', 'Baoji South', 'BJI', '宝鸡', 'Baoji'],
  ['TIJ', '天水南', 'tian shui nan', 'Tianshui South', 'THQ', '天水', 'Tianshui'],
  ['LAJ', '兰州西', 'lan zhou xi', 'Lanzhou West', 'LHW', '兰州', 'Lanzhou'],
  ['LZJ', '兰州', 'lan zhou', 'Lanzhou', 'LHW', '兰州', 'Lanzhou'],
  // Shanghai–Wuhan–Chengdu line
  ['ENH', '合肥南', 'he fei nan', 'Hefei South', 'HFE', '合肥', 'Hefei'],
  ['UAH', '六安', 'lu an', "Lu'an", 'LUA', '六安', "Lu'an"],
  ['HAN', '宜昌东', 'yi chang dong', 'Yichang East', 'YIH', '宜昌', 'Yichang'],
  ['ESN', '恩施', 'en shi', 'Enshi', 'ENH', '恩施', 'Enshi'],
  ['CUW', '重庆北', 'chong qing bei', 'Chongqing North', 'CKG', '重庆', 'Chongqing', true],
  ['CQW', '重庆', 'chong qing', 'Chongqing', 'CKG', '重庆', 'Chongqing'],
  ['NIW', '遂宁', 'sui ning', 'Suining', 'SUN', '遂宁', 'Suining'],
  ['ICW', '成都东', 'cheng du dong', 'Chengdu East', 'CTU', '成都', 'Chengdu', true],
  ['CDW', '成都', 'cheng du', 'Chengdu', 'CTU', '成都', 'Chengdu'],
  // South-east coast
  ['NGH', '宁波', 'ning bo', 'Ningbo', 'NGB', '宁波', 'Ningbo'],
  ['TZH', '台州', 'tai zhou', 'Taizhou', 'HYN', '台州', 'Taizhou'],
  ['VRH', '温州南', 'wen zhou nan', 'Wenzhou South', 'WNZ', '温州', 'Wenzhou'],
  ['FYS', '福州南', 'fu zhou nan', 'Fuzhou South', 'FOC', '福州', 'Fuzhou'],
  ['FZS', '福州', 'fu zhou', 'Fuzhou', 'FOC', '福州', 'Fuzhou'],
  ['PTS', '莆田', 'pu tian', 'Putian', 'PUT', '莆田', 'Putian'],
  ['QYS', '泉州', 'quan zhou', 'Quanzhou', 'JJN', '泉州', 'Quanzhou'],
  ['XKS', '厦门北', 'xia men bei', 'Xiamen North', 'XMN', '厦门', 'Xiamen', true],
  ['XMS', '厦门', 'xia men', 'Xiamen', 'XMN', '厦门', 'Xiamen'],
  ['CBQ', '潮汕', 'chao shan', 'Chaoshan', 'SWA', '揭阳', 'Jieyang'],
  ['HMQ', '惠州南', 'hui zhou nan', 'Huizhou South', 'HUZ', '惠州', 'Huizhou'],
  // North-east
  ['SBT', '沈阳北', 'shen yang bei', 'Shenyang North', 'SHE', '沈阳', 'Shenyang', true],
  ['SYT', '沈阳', 'shen yang', 'Shenyang', 'SHE', '沈阳', 'Shenyang'],
  ['CRT', '长春西', 'chang chun xi', 'Changchun West', 'CGQ', '长春', 'Changchun'],
  ['CCT', '长春', 'chang chun', 'Changchun', 'CGQ', '长春', 'Changchun'],
  ['VAB', '哈尔滨西', 'ha er bin xi', 'Harbin West', 'HRB', '哈尔滨', 'Harbin'],
  ['HBB', '哈尔滨', 'ha er bin', 'Harbin', 'HRB', '哈尔滨', 'Harbin'],
  ['DFT', '大连北', 'da lian bei', 'Dalian North', 'DLC', '大连', 'Dalian'],
  ['AST', '鞍山西', 'an shan xi', 'Anshan West', 'AOG', '鞍山', 'Anshan'],
  // Shandong peninsula
  ['MDK', '济南东', 'ji nan dong', 'Jinan East', 'TNA', '济南', 'Jinan'],
  ['ZBK', '淄博', 'zi bo', 'Zibo', 'ZBO', '淄博', 'Zibo'],
  ['WFK', '潍坊', 'wei fang', 'Weifang', 'WEF', '潍坊', 'Weifang'],
  ['QHK', '青岛北', 'qing dao bei', 'Qingdao North', 'TAO', '青岛', 'Qingdao'],
  ['QDK', '青岛', 'qing dao', 'Qingdao', 'TAO', '青岛', 'Qingdao', true],
  // Taiyuan
  ['TYV', '太原南', 'tai yuan nan', 'Taiyuan South', 'TYN', '太原', 'Taiyuan'],
  ['YQP', '阳泉北', 'yang quan bei', 'Yangquan North', 'YQU', '阳泉', 'Yangquan'],
]

export type Station = Place

export const STATIONS: readonly Station[] = ROWS.map(([code, cn, pinyin, en, cityCode, cityCn, cityEn, hot]) =>
  placeOf({ code, cn, pinyin, en, cityCode, cityCn, cityEn, hot }),
)

const BY_CODE = new Map(STATIONS.map((s) => [s.code, s]))
export const stationByCode = (code: string): Station | undefined => BY_CODE.get(code)

/** The stations of a station code (itself) or of a city code (all of the city's). */
export function stationsOf(code: string): Station[] {
  const s = BY_CODE.get(code)
  if (s) return [s]
  return STATIONS.filter((x) => x.cityCode === code)
}
