/**
 * /personal/setting — settings (docs/ux.md): language (or follow the system), currency,
 * appearance (light, dark, follow the system — every screen, the tab bar and the navigation bar,
 * remembered on the device), password, clearing the cache with its size (staying signed in),
 * about us, and sign out; privacy protection (masks ID numbers and phones in every answer, mine
 * included), and the ways to the notification switches and to changing the bound phone.
 */
import { useEffect, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { CurrencyInfo, LanguageKey } from '@api/index'
import type { PersonalSettings } from '@api/personal'
import Page from '@/components/page'
import PickerDialog, { type PickerOption } from '@/components/picker-dialog'
import { ListRow, Section } from '@/components/ui/list'
import { Toggle } from '@/components/ui/form'
import { TripAlertsRow } from '@/components/trip-alerts'
import { useConfirm } from '@/components/use-confirm'
import { go, relaunch } from '@/core/navigate'
import { currentLanguage, followSystemLanguage, isFollowingSystem, setLanguage } from '@/i18n'
import { logout } from '@/shared/sign-out'
import { sessionStore, storage } from '@/platform/storage'
import { APPEARANCES, type Appearance } from '@/stores/appearance'
import { http, useStores } from '@/stores'
import { cacheBytes, clearCache, sizeText } from '../cache'
import { listCurrencies, personalSettings, savePrivacy } from '../api'
import PasskeyDevices from '../passkeys'
import '@/i18n/ns/account'
import './index.scss'

type LanguageChoice = LanguageKey | 'system'
const LANGUAGE_CHOICES: LanguageChoice[] = ['CN', 'TC', 'EN', 'JAP', 'system']

function Settings() {
  const { session, currency, ui, appearance } = useStores()
  const confirm = useConfirm()
  const { t } = useTranslation()
  const [picker, setPicker] = useState<'language' | 'currency' | 'appearance' | null>(null)
  const [currencies, setCurrencies] = useState<CurrencyInfo[]>([])
  const [bytes, setBytes] = useState(() => cacheBytes(storage, sessionStore))
  useDidShow(() => setBytes(cacheBytes(storage, sessionStore)))
  const [personal, setPersonal] = useState<PersonalSettings | null>(null)
  useEffect(() => {
    if (session.signedIn) personalSettings().then(setPersonal, () => undefined)
  }, [session.signedIn])
  const setPrivacy = async (on: boolean) => {
    try {
      setPersonal(await savePrivacy(on))
      // The profile's own numbers follow the setting (masked or not).
      await session.loadInit(http).catch(() => undefined)
    } catch {
      // Said by the http client; the switch stays as it was.
    }
  }
  const p = session.personalInfor
  const phone = p?.Mobile ? `+${p.MobileCountryCode || '86'} ${p.Mobile}` : undefined

  const languageOptions: PickerOption<LanguageChoice>[] = LANGUAGE_CHOICES.map((v) => ({ value: v, text: t(`account:languages.${v}`) }))
  const languageIndex = isFollowingSystem() ? LANGUAGE_CHOICES.length - 1 : LANGUAGE_CHOICES.indexOf(currentLanguage())
  const appearanceOptions: PickerOption<Appearance>[] = APPEARANCES.map((v) => ({ value: v, text: t(`account:appearance.${v}`) }))

  const openCurrencies = async () => {
    if (currencies.length === 0) setCurrencies(await listCurrencies())
    setPicker('currency')
  }

  const clear = async () => {
    const pressed = await confirm({ content: t('account:cache.confirm', { size: sizeText(bytes) }), yes: t('account:cache.clear') })
    if (!pressed) return
    clearCache(storage, sessionStore)
    setBytes(cacheBytes(storage, sessionStore))
    ui.toast(t('account:cache.cleared'))
  }

  const signOut = async () => {
    const pressed = await confirm({ content: t('account:logoutConfirm'), yes: t('account:logout') })
    if (!pressed) return
    // Signing out locally must not depend on the server answering.
    await logout().catch(() => undefined)
    session.signOut()
    ui.toast(t('account:loggedOut'))
    void relaunch('login')
  }

  return (
    <Page title="account:settings" testId="settings-page">
      <Section title={t('account:display')}>
        <ListRow label={t('account:language')} value={languageOptions[languageIndex]?.text} testId="user-language" onClick={() => setPicker('language')} />
        <ListRow
          label={t('account:currency')}
          value={`${currency.info.CurrencyCode} ${currency.info.CurrencySymbol}`}
          testId="user-currency"
          onClick={() => void openCurrencies()}
        />
        <ListRow
          label={t('account:appearance.title')}
          value={t(`account:appearance.${appearance.choice}`)}
          testId="settings-appearance"
          onClick={() => setPicker('appearance')}
        />
      </Section>
      <Section>
        <View className="settings-switch" data-testid="settings-privacy">
          <View className="settings-switch__text">
            <Text className="settings-switch__label">{t('account:privacy.title')}</Text>
            <Text className="settings-switch__hint">{t(personal?.CompanyPrivacyProtect ? 'account:privacy.company' : 'account:privacy.hint')}</Text>
          </View>
          <Toggle
            checked={!!personal?.EnablePrivacyProtect}
            disabled={!personal}
            label={t('account:privacy.title')}
            onChange={(v) => void setPrivacy(v)}
            testId="settings-privacy-switch"
          />
        </View>
        <ListRow link label={t('account:notifications')} testId="settings-notifications" onClick={() => void go('notificationSettings')} />
        <TripAlertsRow />
        <ListRow link label={t('account:changePhone')} value={phone} testId="settings-phone" onClick={() => void go('linkCellPhone')} />
      </Section>
      <PasskeyDevices />
      <Section>
        <ListRow link label={t('account:changePassword')} testId="user-change-password" onClick={() => void go('resetPassword')} />
        <ListRow label={t('account:cache.title')} value={sizeText(bytes)} testId="settings-cache" onClick={() => void clear()} />
        <ListRow link label={t('account:about.title')} testId="settings-about" onClick={() => void go('aboutUs')} />
      </Section>
      <Section>
        <ListRow danger label={t('account:logout')} testId="user-logout" onClick={() => void signOut()} />
      </Section>

      <PickerDialog
        open={picker === 'language'}
        title={t('account:language')}
        options={languageOptions}
        selectedIndex={languageIndex}
        testId="language-picker"
        onSelect={({ value }) => void (value === 'system' ? followSystemLanguage() : setLanguage(value))}
        onClose={() => setPicker(null)}
      />
      <PickerDialog
        open={picker === 'currency'}
        title={t('account:currency')}
        options={currencies.map((c) => ({ value: c, text: `${c.CurrencyCode} ${c.CurrencySymbol} · ${c.Currency}` }))}
        selectedIndex={currencies.findIndex((c) => c.CurrencyType === currency.type)}
        testId="currency-picker"
        onSelect={({ value }) => currency.setCurrency(value)}
        onClose={() => setPicker(null)}
      />
      <PickerDialog
        open={picker === 'appearance'}
        title={t('account:appearance.title')}
        options={appearanceOptions}
        selectedIndex={APPEARANCES.indexOf(appearance.choice)}
        testId="appearance-picker"
        onSelect={({ value }) => appearance.set(value)}
        onClose={() => setPicker(null)}
      />
    </Page>
  )
}

export default observer(Settings)
