/** Filter the day's trains: train types, departure and arrival times, stations, only with tickets. */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { TrainStation } from '@api/train'
import { MainButton } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import { Chip } from '@/components/ui/chip'
import { NO_TRAIN_FILTER, TIME_BANDS, TYPE_GROUPS, type TrainFilter } from '@/domain/train'
import { stationText } from '../search-store'
import { useTrainText } from './labels'

function toggle<T>(list: T[], v: T): T[] {
  return list.includes(v) ? list.filter((x) => x !== v) : [...list, v]
}

export default function FilterSheet(p: {
  open: boolean
  value: TrainFilter
  from: TrainStation[]
  to: TrainStation[]
  onApply: (f: TrainFilter) => void
  onClose: () => void
}) {
  const { t, lang } = useTrainText()
  const [f, setF] = useState(p.value)
  useEffect(() => {
    if (p.open) setF(p.value)
  }, [p.open])
  const chips = <K extends keyof TrainFilter>(key: K, values: readonly string[], label: (v: string) => string) => (
    <View className="train-chips">
      {values.map((v) => {
        const on = (f[key] as string[]).includes(v)
        return (
          <Chip key={v} role="checkbox" on={on} testId={`filter-${String(key)}-${v}`} onTap={() => setF({ ...f, [key]: toggle(f[key] as string[], v) })}>
            <Text>{label(v)}</Text>
          </Chip>
        )
      })}
    </View>
  )
  return (
    <Sheet
      open={p.open}
      title={t('train:filter.title')}
      onClose={p.onClose}
      testId="train-filter"
      footer={
        <View className="train-sheet-foot">
          <MainButton kind="ghost" text={t('train:filter.clear')} onClick={() => setF(NO_TRAIN_FILTER)} />
          <MainButton text={t('train:filter.apply')} onClick={() => p.onApply(f)} testId="filter-apply" />
        </View>
      }
    >
      <View className="train-sheet">
        <Text className="train-sheet__caption">{t('train:filter.types')}</Text>
        {chips('groups', TYPE_GROUPS, (v) => t(`train:typeGroup.${v}`))}
        <Text className="train-sheet__caption">{t('train:filter.depart')}</Text>
        {chips('depart', TIME_BANDS, (v) => t(`train:timeBand.${v}`))}
        <Text className="train-sheet__caption">{t('train:filter.arrive')}</Text>
        {chips('arrive', TIME_BANDS, (v) => t(`train:timeBand.${v}`))}
        {p.from.length > 1 && (
          <>
            <Text className="train-sheet__caption">{t('train:filter.fromStations')}</Text>
            {chips(
              'from',
              p.from.map((s) => s.Code),
              (c) =>
                stationText(
                  p.from.find((s) => s.Code === c)!,
                  lang,
                ),
            )}
          </>
        )}
        {p.to.length > 1 && (
          <>
            <Text className="train-sheet__caption">{t('train:filter.toStations')}</Text>
            {chips(
              'to',
              p.to.map((s) => s.Code),
              (c) =>
                stationText(
                  p.to.find((s) => s.Code === c)!,
                  lang,
                ),
            )}
          </>
        )}
        <Chip role="checkbox" on={f.available} testId="filter-available" onTap={() => setF({ ...f, available: !f.available })}>
          <Text>{t('train:filter.available')}</Text>
        </Chip>
      </View>
    </Sheet>
  )
}
