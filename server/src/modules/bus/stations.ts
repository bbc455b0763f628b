/**
 * Coach stations (汽车客运站) of the cities the coach network serves, found by Chinese, pinyin,
 * initials and English like the railway's (lib/places.ts). A city keeps the flight and hotel
 * city code (SHA, HGH); a station's code is the city's and a number. Fixed data.
 */
import { placeOf, type Place } from '../../lib/places'

/** [code, Chinese, pinyin (syllables), English, city code, city Chinese, city English, address, hot] */
type Row = [string, string, string, string, string, string, string, string, boolean?]

const ROWS: Row[] = [
  ['BJS01', '北京六里桥长途汽车站', 'liu li qiao', 'Beijing Liuliqiao Coach Station', 'BJS', '北京', 'Beijing', '丰台区六里桥南里甲9号', true],
  ['BJS02', '北京四惠长途汽车站', 'si hui', 'Beijing Sihui Coach Station', 'BJS', '北京', 'Beijing', '朝阳区高碑店四惠桥东'],
  ['BJS03', '北京木樨园长途汽车站', 'mu xi yuan', 'Beijing Muxiyuan Coach Station', 'BJS', '北京', 'Beijing', '丰台区南苑路木樨园桥'],
  ['TSN01', '天津通莎汽车站', 'tong sha', 'Tianjin Tongsha Coach Station', 'TSN', '天津', 'Tianjin', '河北区新纬路', true],
  ['TSN02', '天津西站长途汽车站', 'tian jin xi', 'Tianjin West Coach Station', 'TSN', '天津', 'Tianjin', '红桥区西站前街'],
  ['SHA01', '上海长途汽车客运总站', 'shang hai zong zhan', 'Shanghai Long-distance Bus Terminal', 'SHA', '上海', 'Shanghai', '静安区中兴路1666号', true],
  ['SHA02', '上海南站长途汽车站', 'shang hai nan zhan', 'Shanghai South Coach Station', 'SHA', '上海', 'Shanghai', '徐汇区石龙路666号', true],
  ['SHA03', '上海虹桥枢纽长途汽车站', 'hong qiao shu niu', 'Shanghai Hongqiao Hub Coach Station', 'SHA', '上海', 'Shanghai', '闵行区申贵路1500号'],
  ['SZV01', '苏州汽车北站', 'su zhou bei', 'Suzhou North Coach Station', 'SZV', '苏州', 'Suzhou', '姑苏区西汇路29号', true],
  ['SZV02', '苏州汽车南站', 'su zhou nan', 'Suzhou South Coach Station', 'SZV', '苏州', 'Suzhou', '姑苏区南环东路601号'],
  [
    'HGH01',
    '杭州汽车客运中心站',
    'hang zhou ke yun zhong xin',
    'Hangzhou Passenger Transport Centre',
    'HGH',
    '杭州',
    'Hangzhou',
    '上城区九堡德胜东路3339号',
    true,
  ],
  ['HGH02', '杭州汽车西站', 'hang zhou xi', 'Hangzhou West Coach Station', 'HGH', '杭州', 'Hangzhou', '西湖区天目山路357号'],
  ['NKG01', '南京中央门长途汽车站', 'zhong yang men', 'Nanjing Zhongyangmen Coach Station', 'NKG', '南京', 'Nanjing', '鼓楼区建宁路1号', true],
  ['NKG02', '南京汽车客运南站', 'nan jing nan', 'Nanjing South Coach Station', 'NKG', '南京', 'Nanjing', '雨花台区玉兰路99号'],
  ['NGB01', '宁波汽车南站', 'ning bo nan', 'Ningbo South Coach Station', 'NGB', '宁波', 'Ningbo', '海曙区甬水桥路', true],
  ['CAN01', '广东省汽车客运站', 'guang dong sheng', 'Guangdong Provincial Coach Station', 'CAN', '广州', 'Guangzhou', '越秀区环市西路145号', true],
  ['CAN02', '广州天河客运站', 'tian he', 'Guangzhou Tianhe Coach Station', 'CAN', '广州', 'Guangzhou', '天河区燕岭路633号'],
  ['SZX01', '深圳福田汽车站', 'fu tian', 'Shenzhen Futian Coach Station', 'SZX', '深圳', 'Shenzhen', '福田区深南大道8003号', true],
  ['SZX02', '深圳罗湖汽车站', 'luo hu', 'Shenzhen Luohu Coach Station', 'SZX', '深圳', 'Shenzhen', '罗湖区人民南路'],
  ['DGG01', '东莞汽车总站', 'dong guan', 'Dongguan Coach Terminal', 'DGG', '东莞', 'Dongguan', '南城区莞太路'],
]

/** The cities: searching one finds every station of it. [code, Chinese, pinyin, English] */
const CITIES: [string, string, string, string][] = [
  ['BJS', '北京', 'bei jing', 'Beijing'],
  ['TSN', '天津', 'tian jin', 'Tianjin'],
  ['SHA', '上海', 'shang hai', 'Shanghai'],
  ['SZV', '苏州', 'su zhou', 'Suzhou'],
  ['HGH', '杭州', 'hang zhou', 'Hangzhou'],
  ['NKG', '南京', 'nan jing', 'Nanjing'],
  ['NGB', '宁波', 'ning bo', 'Ningbo'],
  ['CAN', '广州', 'guang zhou', 'Guangzhou'],
  ['SZX', '深圳', 'shen zhen', 'Shenzhen'],
  ['DGG', '东莞', 'dong guan', 'Dongguan'],
]

export interface BusStationDef extends Place {
  address: string
}

export const BUS_STATIONS: readonly BusStationDef[] = ROWS.map(([code, cn, pinyin, en, cityCode, cityCn, cityEn, address, hot]) => ({
  ...placeOf({ code, cn, pinyin, en, cityCode, cityCn, cityEn, hot }),
  address,
}))

/** A city as a place to pick (its code stands for all its stations); the hot places of the picker. */
export const BUS_CITIES: readonly BusStationDef[] = CITIES.map(([code, cn, pinyin, en]) => ({
  ...placeOf({ code, cn, pinyin, en, cityCode: code, cityCn: cn, cityEn: en, hot: true }),
  address: '',
}))

const BY_CODE = new Map(BUS_STATIONS.map((s) => [s.code, s]))
export const busStationByCode = (code: string): BusStationDef | undefined => BY_CODE.get(code)

/** The station of a station code, or every station of a city code. */
export function busStationsOf(code: string): BusStationDef[] {
  const s = BY_CODE.get(code)
  if (s) return [s]
  return BUS_STATIONS.filter((x) => x.cityCode === code)
}
