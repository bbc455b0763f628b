import { Text, View } from '@tarojs/components'
import type { TimelineEntry } from '@api/order'

/** What happened to the order, newest first. */
export default function Timeline({ entries }: { entries: TimelineEntry[] }) {
  const list = [...entries].sort((a, b) => (a.Time < b.Time ? 1 : a.Time > b.Time ? -1 : 0))
  return (
    <View className='timeline' data-testid='timeline'>
      {list.map((e, i) => (
        <View key={`${e.Time}-${i}`} className={`timeline__item ${i === 0 ? 'timeline__item--now' : ''}`}>
          <View className='timeline__dot' />
          <View className='timeline__body'>
            <Text className='timeline__text'>{e.Text}</Text>
            <Text className='timeline__time'>{e.Time.slice(0, 16)}</Text>
          </View>
        </View>
      ))}
    </View>
  )
}
