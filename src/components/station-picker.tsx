/**
 * Picking a station (trains, coaches): the kit's city picker over a product's station list (hot
 * entries, A–Z sections) and its server search, every station matched by its Chinese name,
 * pinyin, initials, English name and code. The product keeps what a pick means to it.
 */
import CityPicker, { type CityEntry, type CityPickerLabels } from '@/components/city-picker'
import type { Lang } from '@/domain/format'

/** A station as the servers answer it (TrainStation, BusStation). */
export interface StationItem {
  Code: string
  Name: string
  NameCN: string
  NameEN: string
  Pinyin: string
  Initials: string
  CityName: string
}

export interface StationLists<S extends StationItem> {
  HotStations: S[]
  Groups: { Letter: string; Stations: S[] }[]
}

export function stationEntry(s: StationItem, lang: Lang): CityEntry {
  return {
    code: s.Code,
    name: lang === 'en' ? s.NameEN : s.Name,
    sub: s.CityName,
    keys: { pinyin: s.Pinyin, initials: s.Initials.toUpperCase(), names: [s.NameCN, s.NameEN, s.Name], codes: [s.Code] },
  }
}

export interface StationPickerProps<S extends StationItem> {
  open: boolean
  title: string
  labels: CityPickerLabels
  lang: Lang
  current: { code: string; name: string }
  recent: { code: string; name: string }[]
  list: StationLists<S> | null
  failed: boolean
  onRetry: () => void
  search: (keyword: string) => Promise<S[]>
  /** The station of the list picked, or undefined when the pick is not in the list (a recent one). */
  onPick: (code: string, station: S | undefined) => void
  onClose: () => void
  testId: string
}

export default function StationPicker<S extends StationItem>(p: StationPickerProps<S>) {
  const all = p.list ? [...p.list.HotStations, ...p.list.Groups.flatMap((g) => g.Stations)] : []
  return (
    <CityPicker
      open={p.open}
      title={p.title}
      labels={p.labels}
      current={p.current}
      recent={p.recent}
      hot={(p.list?.HotStations ?? []).map((x) => stationEntry(x, p.lang))}
      sections={(p.list?.Groups ?? []).map((g) => ({ letter: g.Letter, cities: g.Stations.map((x) => stationEntry(x, p.lang)) }))}
      state={p.failed ? 'error' : p.list ? 'done' : 'loading'}
      onRetry={p.onRetry}
      search={(k) =>
        p
          .search(k)
          .then((r) => r.map((x) => ({ key: x.Code, code: x.Code, name: p.lang === 'en' ? x.NameEN : x.Name, sub: x.CityName, tag: x.Code, airport: false })))
      }
      onPick={(code) =>
        p.onPick(
          code,
          all.find((x) => x.Code === code),
        )
      }
      onClose={p.onClose}
      testId={p.testId}
    />
  )
}
