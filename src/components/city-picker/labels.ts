/** The city picker's texts from the kit namespace; a product says what is searched for. */
import type { TFunction } from 'i18next'
import type { CityPickerLabels } from './index'
import '@/i18n/ns/kit'

export function cityPickerLabels(t: TFunction, own: Pick<CityPickerLabels, 'placeholder'> & Partial<CityPickerLabels>): CityPickerLabels {
  return {
    current: t('kit:cityPicker.current'),
    recent: t('kit:cityPicker.recent'),
    hot: t('kit:cityPicker.hot'),
    currentShort: t('kit:cityPicker.currentShort'),
    recentShort: t('kit:cityPicker.recentShort'),
    hotShort: t('kit:cityPicker.hotShort'),
    noMatch: (keyword) => t('kit:cityPicker.noMatch', { keyword }),
    loading: t('common:loading'),
    error: t('kit:cityPicker.loadFailed'),
    retry: t('common:retry'),
    close: t('common:close'),
    clearKeyword: t('kit:cityPicker.clearKeyword'),
    airport: '',
    ...own,
  }
}
