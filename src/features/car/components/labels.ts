/** Display helpers of the car pages: language, a place in a line, the selection handed to booking. */
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { CarArrival, CarClass, CarPlace, CarQuoteRes } from '@api/car'
import { asLang } from '@/components/format'
import { KEYS, SESSION_KEYS } from '@/core/storage-keys'
import type { Lang } from '@/domain/format'
import { sessionStore, storage } from '@/platform/storage'
import '@/features/car/texts'

export function useCarText(): { t: TFunction; lang: Lang } {
  const { t, i18n } = useTranslation('car')
  return { t, lang: asLang(i18n.language) }
}

/** What the car home hands to the booking page: the quote and the class chosen in it. */
export interface CarSelection {
  quote: CarQuoteRes
  cls: CarClass
}
export const saveSelection = (s: CarSelection): void => sessionStore.setJSON(SESSION_KEYS.carSelection, s)
export const loadSelection = (): CarSelection | null => sessionStore.getJSON<CarSelection | null>(SESSION_KEYS.carSelection, null)

const RECENT = 6
/** The places last picked, newest first (the saved places of the place sheet). */
export const recentPlaces = (): CarPlace[] => storage.getJSON<{ places?: CarPlace[] } | null>(KEYS.carPlaces, null)?.places ?? []
export function rememberPlace(p: CarPlace): void {
  const places = [p, ...recentPlaces().filter((x) => x.Id !== p.Id)].slice(0, RECENT)
  storage.setJSON(KEYS.carPlaces, { places })
}

/** The train or flight a pick-up waits for: its number, where and when it arrives, late or not. */
export const arrivalText = (t: TFunction, stamp: (at: string) => string, a: CarArrival): string =>
  t(a.DelayMinutes > 0 ? 'car:quote.arrivalLate' : 'car:quote.arrival', {
    no: a.No,
    place: a.PlaceName,
    at: stamp(a.Expected),
    delay: a.DelayMinutes,
  })
