import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
// Our styles before the picker's, as on every other page that shows both (one CSS order for the bundler).
import './index.scss'
import PickerDialog from '../../../components/picker-dialog'
import type { MobileCountryCode } from '../../../../types/api/system'
import { getMobileCountryCodes } from '../api'

export const DEFAULT_COUNTRY_CODE = '86'

let cache: Promise<MobileCountryCode[]> | null = null

/** Loaded once per app run; an empty answer is not cached, so the next page tries again. */
function loadCountryCodes(): Promise<MobileCountryCode[]> {
  if (!cache) {
    cache = getMobileCountryCodes().then((list) => {
      if (list.length === 0) cache = null
      return list
    })
  }
  return cache
}

/** Test seam: forget the loaded list. */
export function resetCountryCodeCache(): void {
  cache = null
}

const NAME_FIELD = { 'zh-CN': 'NameCN', 'zh-TW': 'NameTC', en: 'NameEN', ja: 'NameJP' } as const

export function countryName(c: MobileCountryCode, lng: string): string {
  const field = NAME_FIELD[lng as keyof typeof NAME_FIELD]
  return (field && c[field]) || c.Name
}

/**
 * '+86 ▾' in front of a phone field, opening a bottom sheet of countries and regions. Several
 * countries share a code (+1), so the choice is kept by ISO code and reported as the dial code.
 */
export default function CountryCode(props: { value: string; onChange: (code: string) => void; testId?: string }) {
  const { t, i18n } = useTranslation()
  const [list, setList] = useState<MobileCountryCode[]>([])
  const [iso, setIso] = useState<string>('')
  const [open, setOpen] = useState(false)

  useEffect(() => {
    let alive = true
    void loadCountryCodes().then((l) => alive && setList(l))
    return () => {
      alive = false
    }
  }, [])

  const options = list.map((c) => ({ value: c, text: `${countryName(c, i18n.language)}  +${c.CountryCode}` }))
  const selected = list.findIndex((c) => (iso ? c.Iso === iso : c.CountryCode === props.value))
  return (
    <>
      <View
        className="auth-cc"
        role="button"
        aria-haspopup="listbox"
        aria-label={t('auth:country.title')}
        data-testid={props.testId}
        onClick={() => {
          if (list.length > 0) return setOpen(true)
          // Tapped before the list came (a slow line): open it as soon as it is here.
          void loadCountryCodes().then((l) => {
            setList(l)
            if (l.length > 0) setOpen(true)
          })
        }}
      >
        <Text className="auth-cc__code">+{props.value}</Text>
        <View className="auth-caret" />
      </View>
      <PickerDialog
        open={open}
        title={t('auth:country.title')}
        options={options}
        selectedIndex={selected}
        onSelect={(c) => {
          setIso(c.value.Iso)
          props.onChange(c.value.CountryCode)
        }}
        onClose={() => setOpen(false)}
        testId={props.testId ? `${props.testId}-dialog` : undefined}
      />
    </>
  )
}
