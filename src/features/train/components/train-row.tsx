/**
 * One train of the result list (docs/ux.md result rows): departure and arrival times and stations
 * (the next-day mark), the train number, duration and stops, and every class with its price, the
 * tickets left (a sold-out class offers grabbing) and an over-standard mark. Fixed height for the
 * virtual list.
 */
import { memo } from 'react'
import { Text, View } from '@tarojs/components'
import type { TrainRow } from '@api/train'
import { money } from '@/components/format'
import { formatDuration, type Lang } from '@/domain/format'
import { lowestPrice } from '@/domain/train'
import { stationText } from '../search-store'
import { useTrainText } from './labels'

export const TRAIN_ROW_HEIGHT = 232

export function ticketsText(t: (k: string, o?: Record<string, unknown>) => string, remaining: number): string {
  if (remaining <= 0) return t('train:list.soldOut')
  return remaining >= 20 ? t('train:list.plenty') : t('train:list.left', { count: remaining })
}

export function RouteTimes({ row, lang }: { row: TrainRow; lang: Lang }) {
  const { t } = useTrainText()
  return (
    <View className='train-times'>
      <View className='train-times__end'>
        <Text className='train-times__time'>{row.DepartTime}</Text>
        <Text className='train-times__station'>{stationText(row.FromStation, lang)}</Text>
      </View>
      <View className='train-times__mid'>
        <Text className='train-times__no'>{row.TrainNo}</Text>
        <Text className='train-times__meta'>{formatDuration(row.DurationMinutes, lang)}</Text>
        <Text className='train-times__meta'>{row.StopsBetween ? t('train:list.stops', { count: row.StopsBetween }) : t('train:list.nonstop')}</Text>
      </View>
      <View className='train-times__end train-times__end--to'>
        <Text className='train-times__time'>
          {row.ArriveTime}
          {row.ArriveDayOffset > 0 && <Text className='train-times__day'>{`+${row.ArriveDayOffset}`}</Text>}
        </Text>
        <Text className='train-times__station'>{stationText(row.ToStation, lang)}</Text>
      </View>
    </View>
  )
}

function TrainRowCard({ row, onPress }: { row: TrainRow; onPress: (row: TrainRow) => void }) {
  const { t, lang } = useTrainText()
  const low = lowestPrice(row)
  return (
    <View className={`train-row ${row.SoldOut ? 'train-row--dim' : ''}`} role='button' data-testid='train-row' data-train={row.TrainNo} onClick={() => onPress(row)}>
      <View className='train-row__top'>
        <RouteTimes row={row} lang={lang} />
        <View className='train-row__price'>
          <Text className='train-row__amount'>{low === null ? '' : money(low)}</Text>
          <Text className='train-row__from'>{t('train:list.priceFrom')}</Text>
        </View>
      </View>
      <View className='train-row__seats'>
        {row.Seats.map((s) => (
          <Text key={s.SeatClass} className={`train-row__seat ${s.Remaining <= 0 ? 'train-row__seat--out' : ''} ${!s.Policy.InPolicy ? 'train-row__seat--over' : ''}`}>
            {`${s.Name} ${ticketsText(t, s.Remaining)}${s.Policy.InPolicy ? '' : ` · ${t('train:list.over')}`}`}
          </Text>
        ))}
      </View>
    </View>
  )
}

export default memo(TrainRowCard)
