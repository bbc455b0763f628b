/**
 * Choosing an end of the ride: the current place, the rider's home and office (set or changed here:
 * "set" turns the next pick from the search into that place), the places of the rider's booked
 * trips on the ride's day (the hotel of a stay, the airport or station of an arrival), the places
 * last picked, the kinds a company's standard may ask for (office, hotel, airport, station) as
 * quick filters, and the server's search over the city's places by name, address or pinyin.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { CarPlace, CarSavedPlacesRes, PlaceKind, SavedSlot } from '@api/car'
import { PLACE_KINDS } from '@api/car-values'
import { Chip } from '@/components/ui/chip'
import { SearchBox } from '@/components/ui/search-box'
import { Sheet } from '@/components/ui/sheet'
import { ErrorBlock, Skeletons, StateBlock } from '@/components/ui/states'
import { useKeyword } from '@/components/use-keyword'
import { whileCurrent } from '@/components/while-current'
import { savedPlaces, searchPlaces, setSavedPlace, tripPlaces } from '../api'
import { recentPlaces, useCarText } from './labels'
import PlaceShortcuts from './place-shortcuts'

/** The kinds a standard may ask an end to be (all but the popular places). */
const KINDS: PlaceKind[] = PLACE_KINDS.filter((k) => k !== 'Popular')

export interface PlaceSheetProps {
  open: boolean
  side: 'from' | 'to'
  cityCode: string
  /** The ride's day (China, yyyy-MM-dd): the trips' places are those of that day. */
  day: string
  onPick: (p: CarPlace) => void
  onClose: () => void
}

function Row({ p, onPick, t }: { p: CarPlace; onPick: (p: CarPlace) => void; t: (k: string) => string }) {
  return (
    <View className="car-place" role="button" data-testid="car-place" data-place={p.Id} onClick={() => onPick(p)}>
      <View className="car-place__head">
        <Text className="car-place__name">{p.Name}</Text>
        <Text className="car-place__kind">{t(`car:kind.${p.Kind}`)}</Text>
      </View>
      <Text className="car-place__address">{p.Address}</Text>
    </View>
  )
}

export default function PlaceSheet(p: PlaceSheetProps) {
  const { t } = useCarText()
  const [kind, setKind] = useState<PlaceKind | null>(null)
  const [state, setState] = useState<{ status: 'idle' | 'loading' | 'done' | 'error'; places: CarPlace[] }>({ status: 'idle', places: [] })
  const load = (k: string, which: PlaceKind | null) => {
    if (!k.trim() && !which) return setState({ status: 'idle', places: [] })
    setState((s) => ({ ...s, status: 'loading' }))
    searchPlaces(p.cityCode, k.trim(), which ?? undefined).then(
      (places) => setState({ status: 'done', places }),
      () => setState({ status: 'error', places: [] }),
    )
  }
  const [keyword, setKeyword] = useKeyword(() => load(keyword, kind))
  useEffect(() => {
    if (p.open) load(keyword, kind)
  }, [p.open, kind, p.cityCode])
  const [trips, setTrips] = useState<CarPlace[]>([])
  const [saved, setSaved] = useState<CarSavedPlacesRes | null>(null)
  const [saving, setSaving] = useState<SavedSlot | null>(null)
  useEffect(() => {
    if (!p.open) return setSaving(null)
    return whileCurrent(savedPlaces(), setSaved)
  }, [p.open])
  useEffect(() => {
    if (!p.open) return
    return whileCurrent(tripPlaces(p.cityCode, p.day), setTrips, () => setTrips([]))
  }, [p.open, p.cityCode, p.day])

  const recent = recentPlaces().filter((x) => x.CityCode === p.cityCode)
  const pick = (x: CarPlace) => {
    if (saving)
      return void setSavedPlace(saving, x.Id).then(
        (r) => {
          // Back to the top of the sheet, where the place just saved shows.
          setSaved(r)
          setSaving(null)
          setKind(null)
          setKeyword('')
          setState({ status: 'idle', places: [] })
        },
        () => undefined,
      )
    p.onPick(x)
    p.onClose()
  }
  const idle = state.status === 'idle'
  return (
    <Sheet
      open={p.open}
      full
      title={t(p.side === 'from' ? 'car:place.titleFrom' : 'car:place.titleTo')}
      onClose={p.onClose}
      testId={`car-place-sheet-${p.side}`}
      head={
        <View className="car-places__head">
          <SearchBox block="car-places__search" value={keyword} onInput={setKeyword} placeholder={t('car:place.placeholder')} testId="car-place-search" />
          <View className="car-places__kinds">
            {KINDS.map((k) => (
              <Chip key={k} role="radio" look="outline" on={kind === k} onTap={() => setKind(kind === k ? null : k)} testId={`car-kind-${k}`}>
                {t(`car:kind.${k}`)}
              </Chip>
            ))}
          </View>
          {saving && (
            <View className="car-places__saving" data-testid="car-saving" data-slot={saving}>
              <Text>{t(saving === 'Home' ? 'car:place.savingHome' : 'car:place.savingOffice')}</Text>
              <Chip role="button" look="outline" onTap={() => setSaving(null)} testId="car-saving-stop">
                {t('car:place.stopSaving')}
              </Chip>
            </View>
          )}
        </View>
      }
    >
      {idle && !saving && <PlaceShortcuts cityCode={p.cityCode} saved={saved} onPick={pick} onSet={setSaving} />}
      {idle && !saving && trips.length > 0 && (
        <View data-testid="car-trip-places">
          <Text className="car-places__caption">{t('car:place.trips')}</Text>
          {trips.map((x) => (
            <Row key={x.Id} p={x} onPick={pick} t={t} />
          ))}
        </View>
      )}
      {idle &&
        !saving &&
        (recent.length ? (
          <View data-testid="car-recent">
            <Text className="car-places__caption">{t('car:place.recent')}</Text>
            {recent.map((x) => (
              <Row key={x.Id} p={x} onPick={pick} t={t} />
            ))}
          </View>
        ) : (
          !trips.length && <StateBlock text={t('car:place.hint')} testId="car-place-hint" />
        ))}
      {idle && saving && <StateBlock text={t('car:place.hint')} testId="car-place-hint" />}
      {state.status === 'loading' && <Skeletons />}
      {state.status === 'error' && <ErrorBlock onRetry={() => load(keyword, kind)} />}
      {state.status === 'done' &&
        (state.places.length ? (
          state.places.map((x) => <Row key={x.Id} p={x} onPick={pick} t={t} />)
        ) : (
          <StateBlock text={t('car:place.none')} testId="car-place-none" />
        ))}
    </Sheet>
  )
}
