/**
 * One train of the result list (docs/ux.md result rows): departure and arrival times and stations
 * (the next-day mark), the train number, duration and stops, and every class with its price, the
 * tickets left (a sold-out class offers grabbing) and an over-standard mark, one class a line so
 * that every class shows in every language, and the carbon of a passenger over the line's km. A train that has left (the server's clock) is greyed
 * and marked departed. The virtual list's rows share one height: the tallest row's (trainRowHeight).
 */
import { memo } from 'react'
import { Text, View } from '@tarojs/components'
import type { TrainRow } from '@api/train'
import { money } from '@/components/format'
import { Co2Label } from '@/components/ui/co2-label'
import { railGrams } from '@api/carbon-values'
import { formatDuration, type Lang } from '@/domain/format'
import { lowestPrice } from '@/domain/train'
import { stationText } from '../search-store'
import { useTrainText } from './labels'

/** Design px of a row without its classes (times, two-line station names, padding and margin). */
const ROW_BASE = 192
/** Design px of one class line. */
const SEAT_LINE = 36

/** One height for every row of a list: room for the most classes any of them has. */
export function trainRowHeight(rows: readonly TrainRow[]): number {
  const most = rows.reduce((n, r) => Math.max(n, r.Seats.length), 1)
  return ROW_BASE + most * SEAT_LINE
}

export function ticketsText(t: (k: string, o?: Record<string, unknown>) => string, remaining: number): string {
  if (remaining <= 0) return t('train:list.soldOut')
  return remaining >= 20 ? t('train:list.plenty') : t('train:list.left', { count: remaining })
}

/** Times, stations, train number, duration and stops: one grid of texts (few nodes for the virtual list). */
export function RouteTimes({ row, lang }: { row: TrainRow; lang: Lang }) {
  const { t } = useTrainText()
  return (
    <View className="train-times">
      <Text className="train-times__time">{row.DepartTime}</Text>
      <Text className="train-times__station">{stationText(row.FromStation, lang)}</Text>
      <Text className="train-times__no">{row.TrainNo}</Text>
      <Text className="train-times__meta">{formatDuration(row.DurationMinutes, lang)}</Text>
      <Text className="train-times__meta train-times__stops">
        {row.StopsBetween ? t('train:list.stops', { count: row.StopsBetween }) : t('train:list.nonstop')}
      </Text>
      <Text className="train-times__time train-times__time--to">
        {row.ArriveTime}
        {row.ArriveDayOffset > 0 && <Text className="train-times__day">{`+${row.ArriveDayOffset}`}</Text>}
      </Text>
      <Text className="train-times__station train-times__station--to">{stationText(row.ToStation, lang)}</Text>
    </View>
  )
}

function TrainRowCard({ row, onPress }: { row: TrainRow; onPress: (row: TrainRow) => void }) {
  const { t, lang } = useTrainText()
  const low = lowestPrice(row)
  const dim = row.SoldOut || row.Departed
  return (
    <View
      className={`train-row ${dim ? 'train-row--dim' : ''} ${row.Departed ? 'train-row--departed' : ''}`}
      role="button"
      aria-disabled={row.Departed}
      data-testid="train-row"
      data-train={row.TrainNo}
      data-departed={row.Departed ? 'true' : 'false'}
      onClick={() => onPress(row)}
    >
      <RouteTimes row={row} lang={lang} />
      <View className="train-row__price">
        {row.Departed ? (
          <Text className="train-row__departed" data-testid="train-departed">
            {t('train:list.departed')}
          </Text>
        ) : (
          <>
            <Text className="train-row__amount">{low === null ? '' : money(low)}</Text>
            <Text className="train-row__from">{t('train:list.priceFrom')}</Text>
          </>
        )}
        <Co2Label grams={row.DistanceKm > 0 ? railGrams(row.DistanceKm, true) : null} />
      </View>
      {/* A class a line, each a grid of its name, the tickets left and the price. */}
      {row.Seats.map((s) => (
        <View
          key={s.SeatClass}
          data-testid="train-seat"
          className={`train-row__seat ${row.Departed || s.Remaining <= 0 ? 'train-row__seat--out' : ''} ${!s.Policy.InPolicy ? 'train-row__seat--over' : ''}`}
        >
          <Text className="train-row__seat-name">{s.Name}</Text>
          {`${ticketsText(t, s.Remaining)}${s.Policy.InPolicy ? '' : ` · ${t('train:list.over')}`}`}
          <Text className="train-row__seat-price">{money(s.Price)}</Text>
        </View>
      ))}
    </View>
  )
}

export default memo(TrainRowCard)
