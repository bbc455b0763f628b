/**
 * The twenty carriers of the demo inventory: names in three languages, ticket-stock prefix
 * (the three digits before a ticket number), frequent-flyer programme, hubs that attract their
 * routes, and the aircraft they fly. Hubs are city codes; the first hub airport of a
 * multi-airport city is the carrier's base there.
 */
export type AircraftCode = 'A320' | 'A321' | 'A330' | 'B737' | 'B738' | 'B787' | 'C919' | 'ARJ21'

export interface Carrier {
  code: string
  cn: string
  en: string
  jp: string
  ticketPrefix: string
  program: [string, string]
  /** City code -> preferred airport in that city, with a strength 1..3. */
  hubs: [string, string, number][]
  narrow: AircraftCode[]
  wide: AircraftCode[]
  /** Low-cost: economy only, no free checked bag, no meal. */
  lowCost: boolean
  /** Alliance group for code-shares. */
  group: 'air-china' | 'eastern' | 'southern' | 'hainan' | 'sichuan' | 'other'
}

const c = (
  code: string, cn: string, en: string, jp: string, ticketPrefix: string, program: [string, string],
  hubs: [string, string, number][], narrow: AircraftCode[], wide: AircraftCode[], group: Carrier['group'], lowCost = false,
): Carrier => ({ code, cn, en, jp, ticketPrefix, program, hubs, narrow, wide, lowCost, group })

export const CARRIERS: Carrier[] = [
  c('CA', '中国国际航空', 'Air China', '中国国際航空', '999', ['凤凰知音', 'PhoenixMiles'],
    [['BJS', 'PEK', 3], ['CTU', 'TFU', 2], ['HGH', 'HGH', 1], ['CKG', 'CKG', 1], ['TSN', 'TSN', 1], ['SHA', 'PVG', 1], ['CAN', 'CAN', 1]],
    ['A320', 'A321', 'B738', 'C919', 'ARJ21'], ['A330', 'B787'], 'air-china'),
  c('MU', '中国东方航空', 'China Eastern Airlines', '中国東方航空', '781', ['东方万里行', 'Eastern Miles'],
    [['SHA', 'SHA', 3], ['BJS', 'PKX', 2], ['KMG', 'KMG', 2], ['XIY', 'XIY', 2], ['WUH', 'WUH', 1], ['NKG', 'NKG', 1], ['TAO', 'TAO', 1], ['TYN', 'TYN', 1]],
    ['A320', 'A321', 'B737', 'B738', 'C919'], ['A330', 'B787'], 'eastern'),
  c('CZ', '中国南方航空', 'China Southern Airlines', '中国南方航空', '784', ['南航明珠', 'Sky Pearl Club'],
    [['CAN', 'CAN', 3], ['BJS', 'PKX', 2], ['SZX', 'SZX', 2], ['URC', 'URC', 2], ['SHE', 'SHE', 1], ['HRB', 'HRB', 1], ['DLC', 'DLC', 1], ['CGO', 'CGO', 1], ['CSX', 'CSX', 1], ['WUH', 'WUH', 1], ['CKG', 'CKG', 1]],
    ['A320', 'A321', 'B737', 'B738', 'C919', 'ARJ21'], ['A330', 'B787'], 'southern'),
  c('HU', '海南航空', 'Hainan Airlines', '海南航空', '880', ['金鹏俱乐部', 'Fortune Wings Club'],
    [['HAK', 'HAK', 3], ['BJS', 'PEK', 2], ['SYX', 'SYX', 1], ['XIY', 'XIY', 1], ['TYN', 'TYN', 1], ['URC', 'URC', 1], ['DLC', 'DLC', 1], ['SZX', 'SZX', 1]],
    ['B737', 'B738'], ['B787', 'A330'], 'hainan'),
  c('3U', '四川航空', 'Sichuan Airlines', '四川航空', '876', ['金熊猫', 'Golden Panda'],
    [['CTU', 'CTU', 3], ['CKG', 'CKG', 2], ['KMG', 'KMG', 1], ['HGH', 'HGH', 1], ['BJS', 'PKX', 1]],
    ['A320', 'A321'], ['A330'], 'sichuan'),
  c('MF', '厦门航空', 'Xiamen Airlines', '厦門航空', '731', ['白鹭会员', 'Egret Club'],
    [['XMN', 'XMN', 3], ['FOC', 'FOC', 2], ['JJN', 'JJN', 1], ['HGH', 'HGH', 1], ['TSN', 'TSN', 1], ['CSX', 'CSX', 1]],
    ['B737', 'B738'], ['B787'], 'southern'),
  c('ZH', '深圳航空', 'Shenzhen Airlines', '深圳航空', '479', ['凤凰知音', 'PhoenixMiles'],
    [['SZX', 'SZX', 3], ['CAN', 'CAN', 1], ['NKG', 'NKG', 1], ['SHE', 'SHE', 1], ['XIY', 'XIY', 1], ['CGO', 'CGO', 1]],
    ['A320', 'B738'], ['A330'], 'air-china'),
  c('SC', '山东航空', 'Shandong Airlines', '山東航空', '324', ['凤凰知音', 'PhoenixMiles'],
    [['TNA', 'TNA', 3], ['TAO', 'TAO', 2], ['YNT', 'YNT', 1], ['XMN', 'XMN', 1]],
    ['B737', 'B738'], [], 'air-china'),
  c('FM', '上海航空', 'Shanghai Airlines', '上海航空', '774', ['东方万里行', 'Eastern Miles'],
    [['SHA', 'PVG', 3]], ['B737', 'B738'], ['B787'], 'eastern'),
  c('HO', '吉祥航空', 'Juneyao Air', '吉祥航空', '018', ['吉祥会员', 'Juneyao Club'],
    [['SHA', 'SHA', 3], ['NKG', 'NKG', 1]], ['A320', 'A321'], ['B787'], 'other'),
  c('9C', '春秋航空', 'Spring Airlines', '春秋航空', '089', ['春秋会员', 'Spring Club'],
    [['SHA', 'PVG', 3], ['SJW', 'SJW', 2], ['SZX', 'SZX', 1], ['LHW', 'LHW', 1]], ['A320', 'A321'], [], 'other', true),
  c('KN', '中国联合航空', 'China United Airlines', '中国聯合航空', '822', ['东方万里行', 'Eastern Miles'],
    [['BJS', 'PKX', 3]], ['B737', 'B738'], [], 'eastern'),
  c('GS', '天津航空', 'Tianjin Airlines', '天津航空', '826', ['金鹏俱乐部', 'Fortune Wings Club'],
    [['TSN', 'TSN', 3], ['URC', 'URC', 1], ['XIY', 'XIY', 1], ['CKG', 'CKG', 1]], ['A320'], [], 'hainan'),
  c('JD', '首都航空', 'Beijing Capital Airlines', '北京首都航空', '898', ['金鹏俱乐部', 'Fortune Wings Club'],
    [['BJS', 'PKX', 2], ['HGH', 'HGH', 2], ['SYX', 'SYX', 1], ['TAO', 'TAO', 1]], ['A320', 'A321'], ['A330'], 'hainan'),
  c('8L', '祥鹏航空', 'Lucky Air', '祥鵬航空', '859', ['金鹏俱乐部', 'Fortune Wings Club'],
    [['KMG', 'KMG', 3]], ['B737', 'B738'], [], 'hainan'),
  c('TV', '西藏航空', 'Tibet Airlines', 'チベット航空', '088', ['西藏航空会员', 'Tibet Airlines Club'],
    [['LXA', 'LXA', 3], ['CTU', 'TFU', 1], ['CKG', 'CKG', 1]], ['A320'], [], 'other'),
  c('EU', '成都航空', 'Chengdu Airlines', '成都航空', '811', ['成航会员', 'Chengdu Airlines Club'],
    [['CTU', 'TFU', 3]], ['A320', 'ARJ21'], [], 'other'),
  c('G5', '华夏航空', 'China Express Airlines', '華夏航空', '987', ['华夏会员', 'China Express Club'],
    [['CKG', 'CKG', 2], ['KWE', 'KWE', 3]], ['ARJ21', 'A320'], [], 'other', true),
  c('BK', '奥凯航空', 'Okay Airways', '奥凱航空', '866', ['奥凯会员', 'Okay Club'],
    [['TSN', 'TSN', 2], ['CSX', 'CSX', 1], ['XIY', 'XIY', 1], ['SHE', 'SHE', 1]], ['B737', 'B738'], [], 'other'),
  c('QW', '青岛航空', 'Qingdao Airlines', '青島航空', '912', ['青航会员', 'Qingdao Airlines Club'],
    [['TAO', 'TAO', 3]], ['A320'], [], 'other'),
]

export const AIRCRAFT: Record<AircraftCode, { cn: string; en: string; size: 'M' | 'L'; seats: number }> = {
  A320: { cn: '空客A320', en: 'Airbus A320', size: 'M', seats: 158 },
  A321: { cn: '空客A321', en: 'Airbus A321', size: 'M', seats: 190 },
  A330: { cn: '空客A330', en: 'Airbus A330', size: 'L', seats: 283 },
  B737: { cn: '波音737', en: 'Boeing 737', size: 'M', seats: 150 },
  B738: { cn: '波音737-800', en: 'Boeing 737-800', size: 'M', seats: 170 },
  B787: { cn: '波音787', en: 'Boeing 787', size: 'L', seats: 270 },
  C919: { cn: '国产C919', en: 'COMAC C919', size: 'M', seats: 164 },
  ARJ21: { cn: '国产ARJ21', en: 'COMAC ARJ21', size: 'M', seats: 90 },
}
