// The places a first train or coach search starts from show in every language, Traditional Chinese
// in its own script (蘇州, 虹橋), as the hotel search's default cities do.
import { memoryKV, withJSON } from '@/platform/kv'
import { stationName } from '@/shared/station-ref'
import { BusSearchStore } from '@/features/bus/search-store'
import { TrainSearchStore } from '@/features/train/search-store'

const stores = {
  train: () => new TrainSearchStore(withJSON(memoryKV()), withJSON(memoryKV())),
  bus: () => new BusSearchStore(withJSON(memoryKV()), withJSON(memoryKV())),
}

it.each([
  ['train', 'zh-CN', '北京南', '上海虹桥'],
  ['train', 'zh-TW', '北京南', '上海虹橋'],
  ['train', 'en', 'Beijing South', 'Shanghai Hongqiao'],
  ['train', 'ja', '北京南', '上海虹桥'],
  ['bus', 'zh-CN', '上海', '苏州'],
  ['bus', 'zh-TW', '上海', '蘇州'],
  ['bus', 'en', 'Shanghai', 'Suzhou'],
  ['bus', 'ja', '上海', '苏州'],
] as const)('the %s search in %s starts from %s to %s', (product, lang, from, to) => {
  const { route } = stores[product]()
  expect([stationName(route.from, lang), stationName(route.to, lang)]).toEqual([from, to])
})
