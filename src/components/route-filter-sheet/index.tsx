/**
 * The filter sheet of a day's departures (trains, coaches; domain/route-filter.ts): the product's
 * own sections first (a train's types), then departure and arrival times, the stations when there
 * are several, and only those with places left. Texts are the product's `<ns>:filter.*` and
 * `<ns>:timeBand.*`; the product names its stations.
 */
import { useEffect, useState, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { MainButton } from '@/components/ui/button'
import { Chip } from '@/components/ui/chip'
import { Sheet } from '@/components/ui/sheet'
import { TIME_BANDS, type RouteFilter } from '@/domain/route-filter'
import './index.scss'

function toggle<T>(list: readonly T[], v: T): T[] {
  return list.includes(v) ? list.filter((x) => x !== v) : [...list, v]
}

export interface FilterChips<F> {
  /** The chips of a list of the filter, each toggling one value. */
  chips: <K extends keyof F>(key: K, values: readonly string[], label: (v: string) => string) => ReactNode
}

export interface RouteFilterSheetProps<F extends RouteFilter> {
  ns: string
  open: boolean
  value: F
  empty: F
  /** Station codes and names, departures and arrivals. */
  from: { code: string; name: string }[]
  to: { code: string; name: string }[]
  /** The product's own sections, given the chips maker. */
  own?: (c: FilterChips<F>) => ReactNode
  onApply: (f: F) => void
  onClose: () => void
  testId: string
}

export default function RouteFilterSheet<F extends RouteFilter>(p: RouteFilterSheetProps<F>) {
  const { t } = useTranslation()
  const ns = p.ns
  const [f, setF] = useState(p.value)
  useEffect(() => {
    if (p.open) setF(p.value)
  }, [p.open])
  const chips: FilterChips<F>['chips'] = (key, values, label) => (
    <View className="route-filter__chips">
      {values.map((v) => {
        const list = f[key] as unknown as string[]
        return (
          <Chip key={v} role="checkbox" on={list.includes(v)} testId={`filter-${String(key)}-${v}`} onTap={() => setF({ ...f, [key]: toggle(list, v) })}>
            <Text>{label(v)}</Text>
          </Chip>
        )
      })}
    </View>
  )
  const stations = (key: 'from' | 'to', list: { code: string; name: string }[], caption: string) =>
    list.length > 1 && (
      <>
        <Text className="route-filter__caption">{t(`${ns}:filter.${caption}`)}</Text>
        {chips(
          key,
          list.map((s) => s.code),
          (c) => list.find((s) => s.code === c)?.name ?? c,
        )}
      </>
    )
  return (
    <Sheet
      open={p.open}
      title={t(`${ns}:filter.title`)}
      onClose={p.onClose}
      testId={p.testId}
      footer={
        <View className="route-filter__foot">
          <MainButton kind="ghost" text={t(`${ns}:filter.clear`)} onClick={() => setF(p.empty)} />
          <MainButton text={t(`${ns}:filter.apply`)} onClick={() => p.onApply(f)} testId="filter-apply" />
        </View>
      }
    >
      <View className="route-filter">
        {p.own?.({ chips })}
        <Text className="route-filter__caption">{t(`${ns}:filter.depart`)}</Text>
        {chips('depart', TIME_BANDS, (v) => t(`${ns}:timeBand.${v}`))}
        <Text className="route-filter__caption">{t(`${ns}:filter.arrive`)}</Text>
        {chips('arrive', TIME_BANDS, (v) => t(`${ns}:timeBand.${v}`))}
        {stations('from', p.from, 'fromStations')}
        {stations('to', p.to, 'toStations')}
        <Chip role="checkbox" on={f.available} testId="filter-available" onTap={() => setF({ ...f, available: !f.available })}>
          <Text>{t(`${ns}:filter.available`)}</Text>
        </Chip>
      </View>
    </Sheet>
  )
}
