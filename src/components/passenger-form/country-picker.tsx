import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { MobileCountryCode } from '@api/system'
import PickerDialog from '@/components/picker-dialog'
import { whileCurrent } from '@/components/while-current'

const NAME_FIELD = { 'zh-CN': 'NameCN', 'zh-TW': 'NameTC', en: 'NameEN', ja: 'NameJP' } as const

export function countryName(c: MobileCountryCode, lng: string): string {
  const field = NAME_FIELD[lng as keyof typeof NAME_FIELD]
  return (field && c[field]) || c.Name
}

export interface CountryPickerProps {
  /** 'dial': the value is a calling code ('86'); 'iso': a nationality ('CN'). */
  mode: 'dial' | 'iso'
  value: string
  onChange: (v: string) => void
  load: () => Promise<MobileCountryCode[]>
  title: string
  testId?: string
}

/**
 * '+86 ▾' before a phone, or the nationality of a passport: both read the server's list of
 * countries and regions, whose names come in all four languages.
 */
export default function CountryPicker(p: CountryPickerProps) {
  const { i18n } = useTranslation()
  const [list, setList] = useState<MobileCountryCode[]>([])
  const [open, setOpen] = useState(false)
  // The loader is stable per form; reloading on each render would refetch.
  useEffect(() => whileCurrent(p.load(), setList), [])
  const key = (c: MobileCountryCode) => (p.mode === 'dial' ? c.CountryCode : c.Iso)
  const current = list.find((c) => key(c) === p.value)
  const label = p.mode === 'dial' ? `+${p.value}` : current ? countryName(current, i18n.language) : p.value
  return (
    <>
      <View
        className={`country-picker country-picker--${p.mode}`}
        role="button"
        aria-haspopup="listbox"
        aria-label={p.title}
        data-testid={p.testId}
        onClick={(e) => {
          e.stopPropagation()
          if (list.length > 0) setOpen(true)
        }}
      >
        <Text>{label}</Text>
        <View className="country-picker__caret" />
      </View>
      <PickerDialog
        open={open}
        title={p.title}
        options={list.map((c) => ({
          value: key(c),
          text: p.mode === 'dial' ? `${countryName(c, i18n.language)}  +${c.CountryCode}` : countryName(c, i18n.language),
        }))}
        selectedIndex={list.findIndex((c) => key(c) === p.value)}
        onSelect={(c) => p.onChange(c.value)}
        onClose={() => setOpen(false)}
      />
    </>
  )
}
