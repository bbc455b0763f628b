/**
 * What hotels are made of: facilities, room types and bed types, in Chinese, English and
 * Japanese (Traditional Chinese is converted from the Chinese).
 */

/** [code, CN, EN, JP] — facilities of the filters and the hotel page. */
export const FACILITIES: [string, string, string, string][] = [
  ['WIFI', '免费无线网络', 'Free Wi-Fi', '無料Wi-Fi'],
  ['PARKING', '停车场', 'Parking', '駐車場'],
  ['GYM', '健身房', 'Gym', 'フィットネスジム'],
  ['POOL', '游泳池', 'Swimming Pool', 'プール'],
  ['RESTAURANT', '早餐餐厅', 'Breakfast Restaurant', '朝食レストラン'],
  ['MEETING', '会议室', 'Meeting Rooms', '会議室'],
  ['SHUTTLE', '机场班车', 'Airport Shuttle', '空港シャトル'],
  ['LAUNDRY', '洗衣服务', 'Laundry', 'ランドリー'],
  ['EVCHARGE', '充电桩', 'EV Charging', 'EV充電'],
  ['FRONTDESK', '24小时前台', '24-hour Front Desk', '24時間フロント'],
  ['LUGGAGE', '行李寄存', 'Luggage Storage', '荷物預かり'],
  ['SPA', '水疗中心', 'Spa', 'スパ'],
  ['BUSINESS', '商务中心', 'Business Centre', 'ビジネスセンター'],
  ['NONSMOKING', '无烟楼层', 'Non-smoking Floors', '禁煙フロア'],
]

export type BedKind = 'King' | 'Twin' | 'Single' | 'KingSingle' | 'ThreeSingles'

/** [bed kind, CN, EN, JP] */
export const BEDS: [BedKind, string, string, string][] = [
  ['King', '大床1.8米', 'King bed (1.8 m)', 'キングベッド（1.8m）'],
  ['Twin', '双床1.2米', 'Twin beds (1.2 m)', 'ツインベッド（1.2m）'],
  ['Single', '单人床1.2米', 'Single bed (1.2 m)', 'シングルベッド（1.2m）'],
  ['KingSingle', '大床1.8米+单人床1.2米', 'King bed + single bed', 'キング＋シングル'],
  ['ThreeSingles', '单人床1.2米×3', 'Three single beds', 'シングルベッド×3'],
]

/**
 * [code, CN, EN, JP, bed, max occupancy, m² from, m² to, price factor, from star, to star].
 * A hotel offers the room types its star level allows (catalog.ts picks 3–5 of them).
 */
export type RoomRow = [string, string, string, string, BedKind, number, number, number, number, number, number]

export const ROOM_TYPES: RoomRow[] = [
  ['SGL', '单人房', 'Single Room', 'シングルルーム', 'Single', 1, 12, 16, 0.82, 2, 3],
  ['STDK', '标准大床房', 'Standard King Room', 'スタンダードキング', 'King', 2, 18, 25, 1, 2, 4],
  ['STDT', '标准双床房', 'Standard Twin Room', 'スタンダードツイン', 'Twin', 2, 20, 26, 1.02, 2, 4],
  ['SUPK', '高级大床房', 'Superior King Room', 'スーペリアキング', 'King', 2, 24, 30, 1.15, 3, 5],
  ['TRP', '三人房', 'Triple Room', 'トリプルルーム', 'ThreeSingles', 3, 28, 34, 1.38, 2, 3],
  ['DLXK', '豪华大床房', 'Deluxe King Room', 'デラックスキング', 'King', 2, 32, 42, 1.32, 4, 5],
  ['DLXT', '豪华双床房', 'Deluxe Twin Room', 'デラックスツイン', 'Twin', 2, 34, 44, 1.35, 4, 5],
  ['FAM', '家庭房', 'Family Room', 'ファミリールーム', 'KingSingle', 4, 36, 45, 1.5, 3, 5],
  ['EXEK', '行政大床房', 'Executive King Room', 'エグゼクティブキング', 'King', 2, 40, 50, 1.7, 4, 5],
  ['STE', '行政套房', 'Executive Suite', 'エグゼクティブスイート', 'King', 3, 60, 90, 2.6, 5, 5],
]
