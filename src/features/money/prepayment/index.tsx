/**
 * /advancePayment/center (`/advancePayment` redirects here) — the company's prepayment for my unit: the balance the company's part of orders
 * is taken from, the low-balance warning, and its top-ups and deductions. Administrators with the
 * cloud bill top it up here (one request id per sheet, so a repeated tap tops up once).
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { PrepaymentRes } from '@api/money'
import Page from '@/components/page'
import { MainButton } from '@/components/ui/button'
import { FormRow, TextField } from '@/components/ui/form'
import { Sheet } from '@/components/ui/sheet'
import { useFormat } from '@/components/format'
import { useLoadable } from '@/components/use-loadable'
import { newRequestId } from '@/domain/booking'
import { checkTopUp, fenOf } from '@/domain/money-admin'
import { useStores } from '@/stores'
import { prepaymentAccount, prepaymentRecords, topUpPrepayment } from '../api'
import { BalanceHead, useReloadOnShow } from '../components/balance-head'
import Records from '../components/records'
import '../components/index.scss'
import '@/i18n/ns/money'

function Prepayment() {
  const { t } = useTranslation()
  const f = useFormat()
  const { power, ui } = useStores()
  const account = useLoadable<PrepaymentRes>(prepaymentAccount)
  const [shown, showAgain] = useReloadOnShow(account)
  const [topUp, setTopUp] = useState<{ text: string; requestId: string; shown: boolean } | null>(null)
  const topUpCheck = topUp ? checkTopUp(topUp.text) : null
  const submitTopUp = async () => {
    if (!topUp || !topUpCheck) return
    setTopUp({ ...topUp, shown: true })
    if (!topUpCheck.ok) return
    try {
      account.set(await topUpPrepayment(topUp.requestId, fenOf(topUp.text)))
      ui.toast(t('money:prepayment.toppedUp', { amount: f.cny(fenOf(topUp.text)) }))
      setTopUp(null)
      showAgain()
    } catch {
      // The server's message was shown; the sheet keeps the amount.
    }
  }
  const a = account.data
  return (
    <Page title="money:prepayment.title" testId="prepayment-page">
      <BalanceHead label={t('money:prepayment.balance')} account={account} amount={(x) => f.money(x.Balance)} testId="prepayment-balance">
        {a && !a.Enabled && <Text className="money-head__note">{t('money:prepayment.off')}</Text>}
        {a?.IsLow && (
          <Text className="money-head__warn" data-testid="prepayment-low">
            {t('money:prepayment.low', { amount: f.money(a.LowBalance) })}
          </Text>
        )}
      </BalanceHead>
      {a && power.can('ManagePermission.CloudBill') && (
        <View className="money-actions">
          <MainButton
            text={t('money:prepayment.topUp')}
            onClick={() => setTopUp({ text: '', requestId: newRequestId('pp'), shown: false })}
            testId="prepayment-top-up"
          />
        </View>
      )}
      <Records load={prepaymentRecords} unit="money" reloadKey={shown} testId="prepayment-records" />
      <Sheet
        open={topUp !== null}
        title={t('money:prepayment.topUp')}
        onClose={() => setTopUp(null)}
        testId="top-up-sheet"
        footer={<MainButton text={t('money:prepayment.topUpConfirm')} onClick={() => void submitTopUp()} testId="top-up-confirm" />}
      >
        {topUp && (
          <View className="money-sheet-form">
            <FormRow
              label={t('money:prepayment.topUpAmount')}
              required
              error={topUp.shown && topUpCheck && !topUpCheck.ok ? t(topUpCheck.key, topUpCheck.params) : undefined}
              hint={t('money:prepayment.topUpHint')}
              testId="top-up-amount"
            >
              <TextField value={topUp.text} type="digit" maxlength={11} onChange={(v) => setTopUp({ ...topUp, text: v })} testId="top-up-input" />
            </FormRow>
          </View>
        )}
      </Sheet>
    </Page>
  )
}

export default observer(Prepayment)
