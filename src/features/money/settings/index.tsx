/**
 * /business/money — the company's money settings (administrators with the cloud bill): what the
 * cashier may take for a traveller's personal part (wallet, travel beans, vouchers), whether the
 * company's part comes from its prepayment and when the prepayment warns, and how long a payment
 * and an unpaid order may wait. A refusal keeps what was typed; the next cashier follows at once.
 */
import { useEffect, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { MoneySettingsRes } from '@api/money'
import Page from '@/components/page'
import { ActionBar } from '@/components/ui/action-bar'
import { MainButton } from '@/components/ui/button'
import { FormRow, TextField, Toggle } from '@/components/ui/form'
import { ListRow, Section } from '@/components/ui/list'
import { ErrorBlock, Skeletons } from '@/components/ui/states'
import { useLoadable } from '@/components/use-loadable'
import { go } from '@/core/navigate'
import { checkMoneySettings, moneySettingsDraftOf, moneySettingsOf, ORDER_PAY, PAY_TIMEOUT, type MoneySettingsDraft } from '@/domain/money-admin'
import { useStores } from '@/stores'
import { moneySettings, saveMoneySettings } from '../api'
import '../components/index.scss'
import '@/i18n/ns/money'

type Switch = 'WalletPay' | 'BeansPay' | 'VoucherPay' | 'Prepayment'
const CASHIER: Switch[] = ['WalletPay', 'BeansPay', 'VoucherPay']

function MoneySettingsPage() {
  const { t } = useTranslation()
  const { session, ui } = useStores()
  const settings = useLoadable<MoneySettingsRes>(moneySettings)
  const [d, setD] = useState<MoneySettingsDraft | null>(null)
  const [shown, setShown] = useState(false)
  const [busy, setBusy] = useState(false)
  useDidShow(() => {
    if (session.signedIn && !d) void settings.reload()
  })
  useEffect(() => {
    if (settings.data && !d) setD(moneySettingsDraftOf(settings.data))
  }, [settings.data])

  const issues = d ? checkMoneySettings(d) : {}
  const error = (k: keyof typeof issues) => {
    const c = issues[k]
    return shown && c && !c.ok ? t(c.key, c.params) : undefined
  }
  const save = async () => {
    if (!d) return
    setShown(true)
    if (Object.keys(issues).length) return
    setBusy(true)
    try {
      const saved = await saveMoneySettings(moneySettingsOf(d))
      settings.set(saved)
      setD(moneySettingsDraftOf(saved))
      setShown(false)
      ui.toast(t('money:admin.saved'))
    } catch {
      // The server's message was shown; the form keeps what was typed.
    } finally {
      setBusy(false)
    }
  }
  const toggle = (k: Switch) =>
    d && (
      <View className="money-setting" key={k}>
        <View className="money-setting__text">
          <Text className="money-setting__label">{t(`money:admin.${k}`)}</Text>
          <Text className="money-setting__hint">{t(`money:admin.${k}Hint`)}</Text>
        </View>
        <Toggle checked={d[k]} label={t(`money:admin.${k}`)} onChange={(on) => setD({ ...d, [k]: on })} testId={`money-${k}`} />
      </View>
    )

  return (
    <Page title="money:admin.settingsTitle" testId="money-settings-page">
      {!d && settings.status === 'error' && <ErrorBlock onRetry={() => void settings.reload()} />}
      {!d && settings.status !== 'error' && <Skeletons count={3} />}
      {d && (
        <>
          <Text className="money-section-title">{t('money:admin.cashier')}</Text>
          <View className="money-form">{CASHIER.map(toggle)}</View>
          <Text className="money-section-title">{t('money:admin.companyPart')}</Text>
          <View className="money-form">
            {toggle('Prepayment')}
            <FormRow
              block
              label={t('money:admin.LowBalance')}
              required
              error={error('LowBalance')}
              hint={t('money:admin.LowBalanceHint')}
              testId="money-low-balance"
            >
              <TextField value={d.LowBalance} type="digit" maxlength={11} onChange={(v) => setD({ ...d, LowBalance: v })} onBlur={() => setShown(true)} />
            </FormRow>
          </View>
          <Text className="money-section-title">{t('money:admin.limits')}</Text>
          <View className="money-form">
            <FormRow
              block
              label={t('money:admin.PayTimeoutMinutes')}
              required
              error={error('PayTimeoutMinutes')}
              hint={t('money:admin.PayTimeoutMinutesHint', PAY_TIMEOUT)}
              testId="money-pay-timeout"
            >
              <TextField
                value={d.PayTimeoutMinutes}
                type="number"
                maxlength={3}
                onChange={(v) => setD({ ...d, PayTimeoutMinutes: v })}
                onBlur={() => setShown(true)}
              />
            </FormRow>
            <FormRow
              block
              label={t('money:admin.OrderPayMinutes')}
              error={error('OrderPayMinutes')}
              hint={t('money:admin.OrderPayMinutesHint', ORDER_PAY)}
              testId="money-order-pay"
            >
              <TextField
                value={d.OrderPayMinutes}
                type="number"
                maxlength={4}
                placeholder={t('money:admin.noLimit')}
                onChange={(v) => setD({ ...d, OrderPayMinutes: v })}
                onBlur={() => setShown(true)}
              />
            </FormRow>
          </View>
          <View className="money-links">
            <Section>
              <ListRow
                label={t('money:admin.ratesTitle')}
                hint={t('money:admin.ratesHint')}
                link
                onClick={() => void go('exchangeRates')}
                testId="money-open-rates"
              />
              <ListRow
                label={t('money:prepayment.title')}
                hint={t('money:admin.prepaymentHint')}
                link
                onClick={() => void go('prepayment')}
                testId="money-open-prepayment"
              />
            </Section>
          </View>
          <ActionBar>
            <MainButton className="action-bar__main" text={t('money:admin.save')} onClick={() => void save()} busy={busy} testId="money-settings-save" />
          </ActionBar>
        </>
      )}
    </Page>
  )
}

export default observer(MoneySettingsPage)
