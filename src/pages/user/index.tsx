import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { CurrencyInfo, LanguageKey } from '@api/index'
import Page from '@/components/page'
import PickerDialog, { type PickerOption } from '@/components/picker-dialog'
import { ListRow, Section } from '@/components/ui/list'
import { useStores } from '@/stores'
import { go, relaunch } from '@/core/navigate'
import { MINE_ENTRIES } from '@/routes'
import { currentLanguage, followSystemLanguage, isFollowingSystem, setLanguage } from '@/i18n'
import { logout } from '@/features/auth/api'
import { displayName } from '@/domain/greeting'
import { listCurrencies } from './api'
import './index.scss'
import '@/i18n/ns/account'

type LanguageChoice = LanguageKey | 'system'
const LANGUAGE_CHOICES: LanguageChoice[] = ['CN', 'TC', 'EN', 'JAP', 'system']

function User() {
  const { session, currency, ui, power } = useStores()
  const { t, i18n } = useTranslation()
  const [picker, setPicker] = useState<'language' | 'currency' | null>(null)
  const [currencies, setCurrencies] = useState<CurrencyInfo[]>([])
  const p = session.personalInfor
  const personal = session.loginType === 2

  const languageOptions: PickerOption<LanguageChoice>[] = LANGUAGE_CHOICES.map((v) => ({ value: v, text: t(`account:languages.${v}`) }))
  const languageIndex = isFollowingSystem() ? LANGUAGE_CHOICES.length - 1 : LANGUAGE_CHOICES.indexOf(currentLanguage())

  const openCurrencies = async () => {
    if (currencies.length === 0) setCurrencies(await listCurrencies())
    setPicker('currency')
  }

  const signOut = async () => {
    const pressed = await ui.alert({
      content: t('account:logoutConfirm'),
      buttons: [
        { text: t('common:cancel'), value: 'cancel' },
        { text: t('account:logout'), value: 'logout' },
      ],
    })
    if (pressed !== 'logout') return
    // Signing out locally must not depend on the server answering.
    await logout().catch(() => undefined)
    session.signOut()
    ui.toast(t('account:loggedOut'))
    void relaunch('login')
  }

  const mine = MINE_ENTRIES.filter((e) => power.can(e.power))
  return (
    <Page title='common:tabs.user' className='user' testId='user'>
      <View className='user__header'>
        <View className='user__avatar'>
          <Text>{(p ? displayName(p, i18n.language) : '?').slice(0, 1).toUpperCase()}</Text>
        </View>
        <View className='user__who'>
          <Text className='user__name' data-testid='user-name'>{p ? displayName(p, i18n.language) : ''}</Text>
          <Text className='user__company'>{p?.CompanyName}</Text>
          <Text className='user__badge' data-testid='user-account-type'>
            {t(personal ? 'account:personalAccount' : 'account:unitAccount')}
          </Text>
        </View>
      </View>

      {p && !personal && (
        <View className='user__card user__facts'>
          {[
            ['account:employeeNo', p.EmployeeNo],
            ['account:department', p.DepartmentName],
            ['account:rank', p.RankName],
          ]
            .filter(([, v]) => v)
            .map(([k, v]) => (
              <View key={k} className='user__fact'>
                <Text className='user__fact-label'>{t(k)}</Text>
                <Text className='user__fact-value'>{v}</Text>
              </View>
            ))}
        </View>
      )}

      {mine.length > 0 && (
        <Section title={t('shell:mine.title')} testId='user-mine'>
          {mine.map((e) => (
            <ListRow key={e.route} link label={t(e.label)} testId={`user-mine-${e.route}`} onClick={() => void go(e.route)} />
          ))}
        </Section>
      )}

      <Section>
        <ListRow
          label={t(personal ? 'account:switchToUnit' : 'account:switchToPersonal')}
          testId='user-switch-account'
          onClick={() => void go('loginSwitch', { loginType: personal ? 1 : 2, tmsp: Date.now() })}
        />
      </Section>

      <Section title={t('account:settings')}>
        <ListRow label={t('account:language')} value={languageOptions[languageIndex]?.text} testId='user-language' onClick={() => setPicker('language')} />
        <ListRow label={t('account:currency')} value={`${currency.info.CurrencyCode} ${currency.info.CurrencySymbol}`} testId='user-currency' onClick={() => void openCurrencies()} />
        <ListRow link label={t('account:changePassword')} testId='user-change-password' onClick={() => void go('resetPassword')} />
      </Section>

      <Section>
        <ListRow danger label={t('account:logout')} testId='user-logout' onClick={() => void signOut()} />
      </Section>

      <PickerDialog
        open={picker === 'language'}
        title={t('account:language')}
        options={languageOptions}
        selectedIndex={languageIndex}
        testId='language-picker'
        onSelect={({ value }) => void (value === 'system' ? followSystemLanguage() : setLanguage(value))}
        onClose={() => setPicker(null)}
      />
      <PickerDialog
        open={picker === 'currency'}
        title={t('account:currency')}
        options={currencies.map((c) => ({ value: c, text: `${c.CurrencyCode} ${c.CurrencySymbol} · ${c.Currency}` }))}
        selectedIndex={currencies.findIndex((c) => c.CurrencyType === currency.type)}
        testId='currency-picker'
        onSelect={({ value }) => currency.setCurrency(value)}
        onClose={() => setPicker(null)}
      />
    </Page>
  )
}

export default observer(User)
