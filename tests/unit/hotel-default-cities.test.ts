// The cities a first hotel search starts from show in every language, Traditional Chinese too.
import { cityName } from '@/domain/city'
import { HotelSearchStore } from '@/features/hotel/search-store'

it.each([
  ['CN', 'zh-CN', '上海'],
  ['CN', 'zh-TW', '上海'],
  ['CN', 'en', 'Shanghai'],
  ['CN', 'ja', '上海'],
  ['INTL', 'zh-CN', '东京'],
  ['INTL', 'zh-TW', '東京'],
  ['INTL', 'en', 'Tokyo'],
  ['INTL', 'ja', '東京'],
] as const)('the %s default city in %s is %s', (market, lang, name) => {
  expect(cityName(new HotelSearchStore().city[market], lang)).toBe(name)
})
