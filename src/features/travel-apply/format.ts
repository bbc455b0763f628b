/** Display helpers of the application pages: language, money, stamps, and the shared pickers' texts. */
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { CalendarLabels } from '@/components/calendar'
import type { CityPickerLabels } from '@/components/city-picker'
import { dayLabels } from '@/components/calendar/labels'
import type { Lang } from '@/domain/format'
import '@/i18n/ns/travelApply'
import { useFormat as useSharedFormat } from '@/components/format'

/** Fen as the yuan a user would type back into a budget field ('6000', '6000.5'). */
export function yuanText(fen: number | null | undefined): string {
  if (typeof fen !== 'number') return ''
  return fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2)
}

export function useFormat() {
  const { t } = useTranslation()
  const f = useSharedFormat()
  return {
    ...f,
    t,
    /** One day reads once; a span reads 'start – end' in the language's words. */
    range: (start: string, end: string) =>
      start === end || !end ? f.day(start) : t('travelApply:details.datesValue', { start: f.day(start), end: f.day(end) }),
  }
}

export function cityPickerLabels(t: TFunction): CityPickerLabels {
  return {
    placeholder: t('travelApply:cityPicker.placeholder'),
    current: t('travelApply:cityPicker.current'),
    recent: t('travelApply:cityPicker.recent'),
    hot: t('travelApply:cityPicker.hot'),
    currentShort: t('travelApply:cityPicker.currentShort'),
    recentShort: t('travelApply:cityPicker.recentShort'),
    hotShort: t('travelApply:cityPicker.hotShort'),
    noMatch: (keyword) => t('travelApply:cityPicker.noMatch', { keyword }),
    loading: t('common:loading'),
    error: t('travelApply:cityPicker.loadFailed'),
    retry: t('common:retry'),
    close: t('common:close'),
    clearKeyword: t('travelApply:cityPicker.clear'),
    airport: t('travelApply:cityPicker.airport'),
  }
}

export function calendarLabels(t: TFunction, lang: Lang): CalendarLabels {
  // Single-date mode only: no tags, nights are never shown.
  return dayLabels(t, lang)
}
