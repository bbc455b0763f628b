/**
 * The from or to station of a search kept in a store (trains, buses): the kit's station picker
 * over the store's station list, its recent picks and the server's search; a pick becomes the
 * store's station of that side (the other side's station swaps them). Texts are the product's
 * `<ns>:stationPicker.*`.
 */
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import { cityPickerLabels } from '@/components/city-picker/labels'
import StationPicker, { type StationItem, type StationLists } from '@/components/station-picker'
import type { Lang } from '@/domain/format'
import type { LoadState } from '@/shared/search-results'
import { stationName, stationRefOf, type StationRef } from '@/shared/station-ref'

export type Side = 'from' | 'to'

export interface StationSearchState<S extends StationItem> {
  from: StationRef
  to: StationRef
  recent: StationRef[]
  stations: StationLists<S> | null
  stationsState: LoadState
  loadStations: () => Promise<void>
  pick: (side: Side, s: StationRef) => void
}

export interface StationSidePickerProps<S extends StationItem> {
  ns: string
  store: StationSearchState<S>
  side: Side
  open: boolean
  lang: Lang
  search: (keyword: string) => Promise<S[]>
  onClose: () => void
  testId: string
}

function StationSidePicker<S extends StationItem>({ ns, store: s, side, open, lang, search, onClose, testId }: StationSidePickerProps<S>) {
  const { t } = useTranslation()
  return (
    <StationPicker
      open={open}
      title={t(side === 'from' ? `${ns}:stationPicker.titleFrom` : `${ns}:stationPicker.titleTo`)}
      labels={cityPickerLabels(t, {
        placeholder: t(`${ns}:stationPicker.placeholder`),
        error: t(`${ns}:stationPicker.loadFailed`),
        noMatch: (keyword) => t(`${ns}:stationPicker.noMatch`, { keyword }),
      })}
      lang={lang}
      current={{ code: s[side].code, name: stationName(s[side], lang) }}
      recent={s.recent.map((x) => ({ code: x.code, name: stationName(x, lang) }))}
      list={s.stations}
      failed={s.stationsState === 'error'}
      onRetry={() => void s.loadStations()}
      search={search}
      onPick={(code, hit) => {
        const known = hit ? stationRefOf(hit, lang) : s.recent.find((x) => x.code === code)
        if (known) s.pick(side, known)
        else void search(code).then((r) => r[0] && s.pick(side, stationRefOf(r[0], lang)))
      }}
      onClose={onClose}
      testId={testId}
    />
  )
}

export default observer(StationSidePicker) as typeof StationSidePicker
