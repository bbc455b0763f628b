/**
 * The coaches of a class with every seat free or taken (train/getSeatMap): the traveller taps
 * one free seat per traveller. Taken seats cannot be picked.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { SeatMapReq, SeatMapRes } from '@api/train'
import { MainButton } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import { ErrorBlock, Skeletons } from '@/components/ui/states'
import { isCancelled } from '@/core/errors'
import { seatMap } from '../api'
import type { PickedSeat } from '../order-draft'
import { useTrainText } from './labels'

export default function SeatMapSheet(p: {
  open: boolean
  req: SeatMapReq
  count: number
  value: PickedSeat[]
  onDone: (v: PickedSeat[]) => void
  onClose: () => void
}) {
  const { t } = useTrainText()
  const [map, setMap] = useState<SeatMapRes | null>(null)
  const [failed, setFailed] = useState(false)
  const [picked, setPicked] = useState<PickedSeat[]>(p.value)
  const load = () => {
    setFailed(false)
    seatMap(p.req).then(setMap, (e) => !isCancelled(e) && setFailed(true))
  }
  useEffect(() => {
    if (!p.open) return
    setPicked(p.value)
    load()
  }, [p.open])
  const has = (coach: number, seat: string) => picked.some((x) => x.Coach === coach && x.Seat === seat)
  const tap = (coach: number, seat: string) => {
    if (has(coach, seat)) return setPicked(picked.filter((x) => !(x.Coach === coach && x.Seat === seat)))
    const next = [...picked, { Coach: coach, Seat: seat }]
    setPicked(next.length > p.count ? next.slice(next.length - p.count) : next)
  }
  return (
    <Sheet
      open={p.open}
      full
      title={t('train:seatMap.title')}
      onClose={p.onClose}
      testId="seat-map"
      footer={
        <MainButton
          text={t('train:seatMap.done', { picked: picked.length, count: p.count })}
          disabled={picked.length !== p.count}
          onClick={() => p.onDone(picked)}
          testId="seat-map-done"
        />
      }
    >
      <View className="train-sheet train-seatmap">
        {failed && <ErrorBlock text={t('train:seatMap.loadFailed')} onRetry={load} />}
        {!map && !failed && <Skeletons count={4} />}
        {map && map.Coaches.length === 0 && <Text className="train-card__sub">{t('train:seatMap.none')}</Text>}
        {map && map.Coaches.length > 0 && (
          <View className="train-seatmap__legend" data-testid="seat-map-legend">
            {(['free', 'taken', 'on'] as const).map((k) => (
              <View key={k} className="train-seatmap__key">
                <Text className={`train-seatmap__swatch train-seatmap__seat--${k}`} />
                <Text>{t(`train:seatMap.legend.${k}`)}</Text>
              </View>
            ))}
          </View>
        )}
        {map?.Coaches.map((c) => (
          <View key={c.Coach} className="train-seatmap__coach" data-testid={`coach-${c.Coach}`}>
            <Text className="train-seatmap__coach-title">{t('train:seatMap.coach', { coach: c.Coach, free: c.FreeSeats })}</Text>
            {/* As 12306 marks them: the windows at both ends, the aisle between the letters. */}
            <View className="train-seatmap__row train-seatmap__row--marks" aria-hidden="true">
              <Text className="train-seatmap__rowno" />
              <Text className="train-seatmap__window">{t('train:seat.window')}</Text>
              {(c.Rows[0] ?? []).map((s, i) => (
                <View key={s.Seat} style={{ display: 'flex' }}>
                  {i === c.Aisle && <Text className="train-seatmap__aisle">{t('train:seatMap.aisle')}</Text>}
                  <Text className="train-seatmap__slot" />
                </View>
              ))}
              <Text className="train-seatmap__window">{t('train:seat.window')}</Text>
            </View>
            {c.Rows.map((row) => (
              <View key={row[0]?.Row} className="train-seatmap__row">
                <Text className="train-seatmap__rowno">{row[0]?.Row}</Text>
                <Text className="train-seatmap__window" />
                {row.map((s, i) => {
                  const on = has(c.Coach, s.Seat)
                  return (
                    <View key={s.Seat} style={{ display: 'flex' }}>
                      {i === c.Aisle && <Text className="train-seatmap__aisle" aria-hidden="true" />}
                      <View
                        className={`train-seatmap__seat ${s.Free ? '' : 'train-seatmap__seat--taken'} ${on ? 'train-seatmap__seat--on' : ''}`}
                        role="checkbox"
                        aria-checked={on}
                        aria-disabled={!s.Free}
                        aria-label={t(s.Free ? 'train:seatMap.seatFree' : 'train:seatMap.seatTaken', { coach: c.Coach, seat: s.Seat })}
                        data-testid={`map-${c.Coach}-${s.Seat}`}
                        onClick={() => s.Free && tap(c.Coach, s.Seat)}
                      >
                        <Text>{s.Letter}</Text>
                      </View>
                    </View>
                  )
                })}
                <Text className="train-seatmap__window" />
              </View>
            ))}
          </View>
        ))}
      </View>
    </Sheet>
  )
}
