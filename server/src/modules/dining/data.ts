/**
 * The partner restaurants of the demo, per city: a few brands, each at a branch near the city's
 * centre, with its cuisine, average spend, hours, dishes and the terminal that charges at its
 * tables (its id signs the terminal's requests, terminal.ts). Tiers as the hotels count them.
 */
type T4 = readonly [string, string, string, string]

export interface DiningCity {
  code: string
  tier: number
  /** The centre the branches are placed around. */
  lat: number
  lon: number
  district: T4
}

export const DINING_CITIES: readonly DiningCity[] = [
  { code: 'BJS', tier: 1, lat: 39.9087, lon: 116.4605, district: ['国贸', '國貿', 'Guomao', '国貿'] },
  { code: 'SHA', tier: 1, lat: 31.2397, lon: 121.4998, district: ['陆家嘴', '陸家嘴', 'Lujiazui', '陸家嘴'] },
  { code: 'CAN', tier: 1, lat: 23.1193, lon: 113.3214, district: ['珠江新城', '珠江新城', 'Zhujiang New Town', '珠江新城'] },
  { code: 'SZX', tier: 1, lat: 22.5431, lon: 114.0579, district: ['福田', '福田', 'Futian', '福田'] },
  { code: 'HGH', tier: 2, lat: 30.2741, lon: 120.1551, district: ['西湖', '西湖', 'West Lake', '西湖'] },
  { code: 'CTU', tier: 2, lat: 30.6586, lon: 104.0648, district: ['春熙路', '春熙路', 'Chunxi Road', '春熙路'] },
]

export interface Brand {
  key: string
  name: T4
  cuisine: T4
  /** Average spend per person, fen. */
  avg: number
  hours: readonly string[]
  dishes: readonly { name: T4; price: number }[]
}

export const BRANDS: readonly Brand[] = [
  {
    key: 'JW',
    name: ['京味小馆', '京味小館', 'Jingwei Bistro', '京味小館'],
    cuisine: ['京菜', '京菜', 'Beijing', '北京料理'],
    avg: 9800,
    hours: ['06:30-10:00', '11:00-14:00', '17:00-22:00'],
    dishes: [
      { name: ['北京烤鸭', '北京烤鴨', 'Peking duck', '北京ダック'], price: 16800 },
      { name: ['炸酱面', '炸醬麵', 'Zhajiang noodles', 'ジャージャー麺'], price: 3200 },
      { name: ['豆汁焦圈', '豆汁焦圈', 'Douzhi with fried rings', '豆汁と揚げ輪'], price: 1800 },
    ],
  },
  {
    key: 'YC',
    name: ['粤厨点心', '粵廚點心', 'Canton Dim Sum House', '広東点心館'],
    cuisine: ['粤菜', '粵菜', 'Cantonese', '広東料理'],
    avg: 12800,
    hours: ['07:00-14:30', '17:00-21:30'],
    dishes: [
      { name: ['虾饺皇', '蝦餃皇', 'Shrimp dumplings', 'エビ蒸し餃子'], price: 3800 },
      { name: ['烧鹅', '燒鵝', 'Roast goose', 'ローストグース'], price: 8800 },
      { name: ['艇仔粥', '艇仔粥', 'Sampan congee', '艇仔粥'], price: 2600 },
    ],
  },
  {
    key: 'SC',
    name: ['蜀香川菜', '蜀香川菜', 'Shu Xiang Sichuan', '蜀香四川料理'],
    cuisine: ['川菜', '川菜', 'Sichuan', '四川料理'],
    avg: 8800,
    hours: ['11:00-14:00', '17:00-22:00'],
    dishes: [
      { name: ['水煮鱼', '水煮魚', 'Boiled fish in chili oil', '水煮魚'], price: 9800 },
      { name: ['宫保鸡丁', '宮保雞丁', 'Kung Pao chicken', '宮保鶏丁'], price: 4800 },
      { name: ['麻婆豆腐', '麻婆豆腐', 'Mapo tofu', '麻婆豆腐'], price: 3200 },
    ],
  },
  {
    key: 'JN',
    name: ['江南小院', '江南小院', 'Jiangnan Courtyard', '江南小院'],
    cuisine: ['江浙菜', '江浙菜', 'Jiangzhe', '江浙料理'],
    avg: 15800,
    hours: ['11:00-14:00', '17:00-21:30'],
    dishes: [
      { name: ['东坡肉', '東坡肉', 'Dongpo pork', '東坡肉'], price: 6800 },
      { name: ['西湖醋鱼', '西湖醋魚', 'West Lake fish in vinegar', '西湖醋魚'], price: 8800 },
      { name: ['龙井虾仁', '龍井蝦仁', 'Longjing shrimp', '龍井エビ'], price: 9800 },
    ],
  },
  {
    key: 'NM',
    name: ['面面俱到', '麵麵俱到', 'Noodle Corner', 'ヌードルコーナー'],
    cuisine: ['面食快餐', '麵食快餐', 'Noodles', '麺類'],
    avg: 3500,
    hours: ['06:00-21:00'],
    dishes: [
      { name: ['牛肉面', '牛肉麵', 'Beef noodles', '牛肉麺'], price: 2800 },
      { name: ['小笼包', '小籠包', 'Xiaolongbao', '小籠包'], price: 1800 },
      { name: ['豆浆油条', '豆漿油條', 'Soy milk and youtiao', '豆乳と揚げパン'], price: 1200 },
    ],
  },
  {
    key: 'HG',
    name: ['和光日料', '和光日料', 'Wako Japanese', '和光'],
    cuisine: ['日本料理', '日本料理', 'Japanese', '日本料理'],
    avg: 22800,
    hours: ['11:30-14:00', '17:30-22:00'],
    dishes: [
      { name: ['刺身拼盘', '刺身拼盤', 'Sashimi platter', '刺身盛り合わせ'], price: 26800 },
      { name: ['鳗鱼饭', '鰻魚飯', 'Eel rice', 'うな重'], price: 12800 },
      { name: ['天妇罗', '天婦羅', 'Tempura', '天ぷら'], price: 8800 },
    ],
  },
]

/** Metres east and north of the city's centre for the brand at that position of BRANDS. */
export const BRANCH_OFFSETS: readonly (readonly [number, number])[] = [
  [150, 80],
  [-420, 260],
  [700, -300],
  [-900, -850],
  [1300, 600],
  [-1800, 1500],
]

/** The company's office the 'Office' search starts from (by company code; others: the first city's centre). */
export const OFFICES: Record<string, { city: string; name: T4; east: number; north: number }> = {
  HENGYUAN: { city: 'BJS', name: ['恒远总部', '恆遠總部', 'Hengyuan head office', '恒遠本社'], east: 0, north: 0 },
  LANHAI: { city: 'SHA', name: ['蓝海办公室', '藍海辦公室', 'Lanhai office', '藍海オフィス'], east: 0, north: 0 },
}

/** The ranks' meal standards of the seeded companies (fen; GenericRankPolicy of rank_rules). */
export const RANK_STANDARDS: Record<string, Record<string, Record<string, number | null>>> = {
  HENGYUAN: {
    R1: { BreakfastCap: 3000, LunchCap: 6000, DinnerCap: 10000, PerDayCap: 15000, GuestCap: null },
    R2: { BreakfastCap: 4000, LunchCap: 8000, DinnerCap: 15000, PerDayCap: 22000, GuestCap: 10000 },
    R3: { BreakfastCap: 5000, LunchCap: 12000, DinnerCap: 20000, PerDayCap: 30000, GuestCap: 15000 },
    R4: { BreakfastCap: 8000, LunchCap: 20000, DinnerCap: 40000, PerDayCap: 60000, GuestCap: 30000 },
  },
  LANHAI: {
    R1: { BreakfastCap: 3000, LunchCap: 5000, DinnerCap: 8000, PerDayCap: 12000, GuestCap: null },
    R2: { BreakfastCap: 4000, LunchCap: 8000, DinnerCap: 12000, PerDayCap: 20000, GuestCap: 8000 },
  },
}

/** Reasons for a meal over the standard. */
export const REASONS: readonly (readonly [string, T4])[] = [
  ['D1', ['宴请客户', '宴請客戶', 'Entertaining a client', '顧客の接待']],
  ['D2', ['团队聚餐', '團隊聚餐', 'Team meal', 'チームの食事']],
  ['D3', ['当地无标准内餐厅', '當地無標準內餐廳', 'No restaurant within the standard nearby', '近くに規程内の店がない']],
]

/** Where a point lies east and north of another, in metres (small distances). */
export function offset(lat: number, lon: number, east: number, north: number): { lat: number; lon: number } {
  return { lat: lat + north / 111_320, lon: lon + east / (111_320 * Math.cos((lat * Math.PI) / 180)) }
}
