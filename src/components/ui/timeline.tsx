import { Text, View } from '@tarojs/components'
import type { TimelineEntry } from '@api/order'

/** What happened to the order, newest first. */
export default function Timeline({ entries }: { entries: TimelineEntry[] }) {
  // Several steps share a second (payment, ticketing): later in the server's order counts as newer.
  const list = entries
    .map((e, i) => ({ e, i }))
    .sort((a, b) => b.e.Time.localeCompare(a.e.Time) || b.i - a.i)
    .map((x) => x.e)
  return (
    <View className="timeline" data-testid="timeline">
      {list.map((e, i) => (
        <View key={`${e.Time}-${i}`} className={`timeline__item ${i === 0 ? 'timeline__item--now' : ''}`}>
          <View className="timeline__dot" />
          <View className="timeline__body">
            <Text className="timeline__text">{e.Text}</Text>
            <Text className="timeline__time">{e.Time.slice(0, 16)}</Text>
          </View>
        </View>
      ))}
    </View>
  )
}
