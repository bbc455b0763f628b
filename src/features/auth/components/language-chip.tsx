import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
// Our styles before the picker's, as on every other page that shows both (one CSS order for the bundler).
import './index.scss'
import PickerDialog from '../../../components/picker-dialog'
import { currentLanguage, followSystemLanguage, isFollowingSystem, setLanguage } from '../../../i18n'
import type { LanguageKey } from '../../../../types/api/envelope'

type Choice = LanguageKey | 'system'

/** Each language in its own script, so anyone finds theirs whatever is showing now. */
export const LANGUAGE_CHOICES: readonly { value: Choice; native?: string }[] = [
  { value: 'CN', native: '简体中文' },
  { value: 'TC', native: '繁體中文' },
  { value: 'EN', native: 'English' },
  { value: 'JAP', native: '日本語' },
  { value: 'system' },
]

/** The chip in the login header: current language, opening the five choices; switches without a reload. */
export default function LanguageChip({ testId, light }: { testId?: string; light?: boolean }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  // useTranslation re-renders this chip on every language change, wherever it was made.
  const current: Choice = isFollowingSystem() ? 'system' : currentLanguage()
  const options = LANGUAGE_CHOICES.map((c) => ({ value: c.value, text: c.native ?? t('auth:language.system') }))
  const selected = options.findIndex((o) => o.value === current)
  const label = LANGUAGE_CHOICES.find((c) => c.value === currentLanguage())?.native ?? ''
  return (
    <>
      <View
        className={`auth-lang ${light ? 'auth-lang--light' : ''}`}
        role="button"
        aria-haspopup="listbox"
        // The name starts with what the chip shows (speech input users say what they see).
        aria-label={`${label}, ${t('auth:language.title')}`}
        data-testid={testId}
        onClick={() => setOpen(true)}
      >
        <View className="auth-lang__globe" />
        <Text className="auth-lang__text">{label}</Text>
        <View className="auth-caret" />
      </View>
      <PickerDialog
        open={open}
        title={t('auth:language.title')}
        options={options}
        selectedIndex={selected}
        onSelect={(c) => void (c.value === 'system' ? followSystemLanguage() : setLanguage(c.value))}
        onClose={() => setOpen(false)}
        testId={testId ? `${testId}-dialog` : undefined}
      />
    </>
  )
}
