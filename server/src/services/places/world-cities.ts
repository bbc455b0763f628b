/**
 * Cities outside mainland China that travellers stay in, with what a booking abroad needs to
 * know of them: country, currency, time zone (stays are in local dates and times) and the city
 * centre. Codes are IATA metropolitan codes (TYO, LON, NYC) where a city has one. Shared by every
 * product and by approvals, which speak of cities by code.
 */
import type { NameVariants } from '../../../../types/api/flight'
import type { Lang } from '../../i18n'
import { pickRow, type Row } from '../../lib/texts'

/** [iso, zh-CN, zh-TW, en, ja], as mobile_country_codes names them. */
const COUNTRIES: readonly (readonly [string, ...Row])[] = [
  ['CN', '中国', '中國', 'China', '中国'],
  ['HK', '中国香港', '中國香港', 'Hong Kong, China', '中国香港'],
  ['TW', '中国台湾', '中國台灣', 'Taiwan, China', '中国台湾'],
  ['JP', '日本', '日本', 'Japan', '日本'],
  ['KR', '韩国', '韓國', 'South Korea', '韓国'],
  ['SG', '新加坡', '新加坡', 'Singapore', 'シンガポール'],
  ['TH', '泰国', '泰國', 'Thailand', 'タイ'],
  ['MY', '马来西亚', '馬來西亞', 'Malaysia', 'マレーシア'],
  ['AU', '澳大利亚', '澳洲', 'Australia', 'オーストラリア'],
  ['GB', '英国', '英國', 'United Kingdom', 'イギリス'],
  ['FR', '法国', '法國', 'France', 'フランス'],
  ['DE', '德国', '德國', 'Germany', 'ドイツ'],
  ['NL', '荷兰', '荷蘭', 'Netherlands', 'オランダ'],
  ['US', '美国', '美國', 'United States', 'アメリカ'],
  ['AE', '阿联酋', '阿聯酋', 'United Arab Emirates', 'アラブ首長国連邦'],
  ['CA', '加拿大', '加拿大', 'Canada', 'カナダ'],
]

export function countryName(iso: string, lang: Lang): string {
  const row = COUNTRIES.find((c) => c[0] === iso)
  return row ? pickRow(row.slice(1) as unknown as Row, lang) : iso
}

export interface WorldCity {
  code: string
  names: NameVariants
  /** Pinyin of the Chinese name, no spaces ('dongjing'), and its initials ('DJ'). */
  pinyin: string
  initials: string
  country: string
  /** ISO 4217. */
  currency: string
  /** IANA time zone. */
  timeZone: string
  lat: number
  lon: number
  /** Telephone prefix of the city: country and area code. */
  dial: string
}

/** [code, CN, EN, JP, pinyin syllables, country, currency, time zone, lat, lon, dial] */
type WorldCityRow = [string, string, string, string, string, string, string, string, number, number, string]

const ROWS: WorldCityRow[] = [
  ['TYO', '东京', 'Tokyo', '東京', 'dong jing', 'JP', 'JPY', 'Asia/Tokyo', 35.68, 139.77, '+81 3'],
  ['OSA', '大阪', 'Osaka', '大阪', 'da ban', 'JP', 'JPY', 'Asia/Tokyo', 34.69, 135.5, '+81 6'],
  ['SEL', '首尔', 'Seoul', 'ソウル', 'shou er', 'KR', 'KRW', 'Asia/Seoul', 37.57, 126.98, '+82 2'],
  ['SIN', '新加坡', 'Singapore', 'シンガポール', 'xin jia po', 'SG', 'SGD', 'Asia/Singapore', 1.29, 103.85, '+65'],
  ['BKK', '曼谷', 'Bangkok', 'バンコク', 'man gu', 'TH', 'THB', 'Asia/Bangkok', 13.75, 100.5, '+66 2'],
  ['HKG', '香港', 'Hong Kong', '香港', 'xiang gang', 'HK', 'HKD', 'Asia/Hong_Kong', 22.28, 114.16, '+852'],
  ['TPE', '台北', 'Taipei', '台北', 'tai bei', 'TW', 'TWD', 'Asia/Taipei', 25.04, 121.56, '+886 2'],
  ['KUL', '吉隆坡', 'Kuala Lumpur', 'クアラルンプール', 'ji long po', 'MY', 'MYR', 'Asia/Kuala_Lumpur', 3.15, 101.71, '+60 3'],
  ['SYD', '悉尼', 'Sydney', 'シドニー', 'xi ni', 'AU', 'AUD', 'Australia/Sydney', -33.87, 151.21, '+61 2'],
  ['LON', '伦敦', 'London', 'ロンドン', 'lun dun', 'GB', 'GBP', 'Europe/London', 51.51, -0.13, '+44 20'],
  ['PAR', '巴黎', 'Paris', 'パリ', 'ba li', 'FR', 'EUR', 'Europe/Paris', 48.86, 2.35, '+33 1'],
  ['FRA', '法兰克福', 'Frankfurt', 'フランクフルト', 'fa lan ke fu', 'DE', 'EUR', 'Europe/Berlin', 50.11, 8.68, '+49 69'],
  ['MUC', '慕尼黑', 'Munich', 'ミュンヘン', 'mu ni hei', 'DE', 'EUR', 'Europe/Berlin', 48.14, 11.58, '+49 89'],
  ['AMS', '阿姆斯特丹', 'Amsterdam', 'アムステルダム', 'a mu si te dan', 'NL', 'EUR', 'Europe/Amsterdam', 52.37, 4.9, '+31 20'],
  ['NYC', '纽约', 'New York', 'ニューヨーク', 'niu yue', 'US', 'USD', 'America/New_York', 40.75, -73.99, '+1 212'],
  ['LAX', '洛杉矶', 'Los Angeles', 'ロサンゼルス', 'luo shan ji', 'US', 'USD', 'America/Los_Angeles', 34.05, -118.25, '+1 310'],
  ['SFO', '旧金山', 'San Francisco', 'サンフランシスコ', 'jiu jin shan', 'US', 'USD', 'America/Los_Angeles', 37.79, -122.41, '+1 415'],
  ['DXB', '迪拜', 'Dubai', 'ドバイ', 'di bai', 'AE', 'AED', 'Asia/Dubai', 25.2, 55.27, '+971 4'],
  ['YTO', '多伦多', 'Toronto', 'トロント', 'duo lun duo', 'CA', 'CAD', 'America/Toronto', 43.65, -79.38, '+1 416'],
  ['YVR', '温哥华', 'Vancouver', 'バンクーバー', 'wen ge hua', 'CA', 'CAD', 'America/Vancouver', 49.28, -123.12, '+1 604'],
]

const CITIES = new Map<string, WorldCity>(
  ROWS.map(([code, cn, en, jp, syllables, country, currency, timeZone, lat, lon, dial]) => {
    const parts = syllables.split(' ')
    return [
      code,
      {
        code,
        names: { CN: cn, EN: en, JP: jp },
        pinyin: parts.join(''),
        initials: parts
          .map((p) => p[0])
          .join('')
          .toUpperCase(),
        country,
        currency,
        timeZone,
        lat,
        lon,
        dial,
      },
    ]
  }),
)

export const worldCities = (): WorldCity[] => [...CITIES.values()]
export const worldCityByCode = (code: string): WorldCity | undefined => CITIES.get(code.toUpperCase())
