/**
 * One departure of the result list: departure and arrival times and stations, duration, class,
 * fare, seats left and the standard's mark; a departure that has left or has no seats is greyed.
 */
import { memo } from 'react'
import { Text, View } from '@tarojs/components'
import type { BusRow } from '@api/bus'
import { money } from '@/components/format'
import { PolicyTag } from '@/components/ui/tag'
import { formatDuration } from '@/domain/format'
import { stationText } from '@/shared/station-ref'
import { useBusText } from './labels'

/** Design px of a row (the virtual list's rows share one height). */
export const BUS_ROW_HEIGHT = 236

function BusRowCard({ row, onPress }: { row: BusRow; onPress: (row: BusRow) => void }) {
  const { t, lang } = useBusText()
  const off = row.Departed || row.SeatsLeft === 0
  return (
    <View
      className={`bus-row ${off ? 'bus-row--off' : ''}`}
      role="button"
      aria-disabled={off}
      data-testid="bus-row"
      data-schedule={row.ScheduleNo}
      onClick={() => !off && onPress(row)}
    >
      <View className="bus-row__times">
        <View className="bus-row__end">
          <Text className="bus-row__time">{row.DepartTime}</Text>
          <Text className="bus-row__station">{stationText(row.FromStation, lang)}</Text>
        </View>
        <Text className="bus-row__duration">{formatDuration(row.DurationMinutes, lang)}</Text>
        <View className="bus-row__end bus-row__end--to">
          <Text className="bus-row__time">{`${row.ArriveTime}${row.ArriveDayOffset ? ` +${row.ArriveDayOffset}` : ''}`}</Text>
          <Text className="bus-row__station">{stationText(row.ToStation, lang)}</Text>
        </View>
        <Text className="bus-row__price">{money(row.Price)}</Text>
      </View>
      <View className="bus-row__foot">
        <Text className="bus-row__meta">{row.ClassName}</Text>
        <Text className="bus-row__meta" data-testid="bus-left">
          {row.Departed ? t('bus:list.departed') : row.SeatsLeft === 0 ? t('bus:list.soldOut') : t('bus:list.left', { count: row.SeatsLeft })}
        </Text>
        <PolicyTag inPolicy={row.Policy.InPolicy} testId="bus-policy" />
      </View>
      {!row.Policy.InPolicy && <Text className="bus-row__why">{row.Policy.Violations.map((v) => v.Message).join(' · ')}</Text>}
    </View>
  )
}

export default memo(BusRowCard)
