/**
 * /pay/callback?intentNo= — the payment result page (docs/money.md#the-client). It never says how a
 * payment ended: it reads the intent from the server (`Pay/query`), which knows it from the
 * channel's signed notification or its signed answer to a query. While the payment is pending it
 * waits on the server — asking again every few seconds while the page is shown, and at once when
 * it shows again (back from the payment app) — and offers to check again, to continue paying at the
 * channel, or to cancel the payment (`Pay/cancel`). On a desktop it draws WeChat Pay's QR code for
 * the payer's phone. Paid: on to the order (the cashier behind it, or the order's details when the
 * channel's page sent the payer here) or to the wallet; failed, cancelled or timed out: what it
 * held is back.
 */
import { useEffect, useRef, useState } from 'react'
import { useDidHide, useDidShow, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { PayIntent } from '@api/money'
import Page from '@/components/page'
import QrCode from '@/components/qr-code'
import { MainButton } from '@/components/ui/button'
import { ErrorBlock, Skeletons } from '@/components/ui/states'
import { useFormat } from '@/components/format'
import { actionOf, payAtChannel } from '@/components/cashier/pay-action'
import { cancelPayment } from '@/components/cashier/sources'
import { isCancelled } from '@/core/errors'
import { back, relaunch, replace } from '@/core/navigate'
import { stackDepth } from '@/platform/navigation'
import { orderDetailsRoute } from '@/product-entries'
import { useStores } from '@/stores'
import { orderKindOf, payQuery, payQueryQuiet } from '../api'
import '../components/index.scss'
import '@/i18n/ns/kit'
import '@/i18n/ns/money'

/** How often a pending payment is asked about while the page is shown. */
export const POLL_MS = 2500

function PayResult() {
  const { t } = useTranslation()
  const f = useFormat()
  const { ui } = useStores()
  const intentNo = String(useRouter().params.intentNo ?? '')
  const [intent, setIntent] = useState<PayIntent | null>(null)
  const [failed, setFailed] = useState(false)
  const [shown, setShown] = useState(true)
  const [busy, setBusy] = useState(false)
  const latest = useRef<PayIntent | null>(null)
  latest.current = intent

  const load = () => {
    setFailed(false)
    if (!intentNo) return setFailed(true)
    payQuery(intentNo).then(setIntent, (e) => !isCancelled(e) && setFailed(true))
  }
  useEffect(load, [intentNo])
  /** Asks the server again without a word when it cannot answer now (the next poll will). */
  const ask = () =>
    payQueryQuiet(intentNo).then(
      (i) => i && setIntent(i),
      () => undefined,
    )

  const pending = intent?.Status === 'Pending'
  useDidShow(() => {
    setShown(true)
    if (latest.current?.Status === 'Pending') void ask()
  })
  useDidHide(() => setShown(false))
  useEffect(() => {
    if (!pending || !shown) return
    const id = setInterval(() => void ask(), POLL_MS)
    return () => clearInterval(id)
  }, [pending, shown, intentNo]) // eslint-disable-line react-hooks/exhaustive-deps

  const checkAgain = async () => {
    setBusy(true)
    try {
      setIntent(await payQuery(intentNo))
    } catch {
      // The http client has said why; the page keeps waiting.
    } finally {
      setBusy(false)
    }
  }
  const cancel = async () => {
    try {
      setIntent(await cancelPayment(intentNo))
    } catch {
      void ask()
    }
  }
  const payAgain = async (i: PayIntent) => {
    const how = await payAtChannel(i)
    if (how === 'Cancelled') ui.toast(t('kit:pay.closed'))
    else if (how === 'Failed') ui.toast(t('money:recharge.notStarted'))
    else if (how === 'Done') void ask()
  }

  /** Paid or not, where the payer goes on: the cashier behind this page (it moves on to the order), else the order itself, or the wallet. */
  const done = async () => {
    if (intent?.Purpose !== 'Order') return replace('walletCenter')
    if (stackDepth() > 1) return back()
    const kind = await orderKindOf(intent.OrderNo).catch(() => null)
    const route = kind ? orderDetailsRoute(kind) : null
    return route ? replace(route, { orderNo: intent.OrderNo }) : relaunch('home')
  }

  const action = intent ? actionOf(intent) : null
  const held = intent ? intent.Wallet + intent.Beans + intent.VoucherAmount > 0 : false
  let body: JSX.Element
  if (failed) body = <ErrorBlock onRetry={load} testId="callback-error" />
  else if (!intent) body = <Skeletons count={3} />
  else
    body = (
      <View className="money-card money-callback" data-testid="callback" data-status={intent.Status}>
        <Text className="money-callback__channel">{t(`kit:pay.channelName.${intent.Channel}`, { defaultValue: intent.Channel })}</Text>
        <Text className="money-callback__what">
          {t(intent.Purpose === 'Recharge' ? 'money:callback.recharge' : 'money:callback.order', { no: intent.OrderNo })}
        </Text>
        <Text className="money-callback__amount" data-testid="callback-amount">
          {f.cny(intent.Amount)}
        </Text>
        <Text className="money-callback__status" data-testid="callback-status">
          {pending ? t('money:callback.waiting') : intent.StatusName}
        </Text>
        {pending ? (
          <>
            {action?.Kind === 'QrCode' && (
              <View className="money-callback__qr">
                <Text className="money-callback__scan">{t('money:callback.scan')}</Text>
                <QrCode value={action.CodeUrl} label={t('money:callback.qrLabel', { amount: f.cny(intent.Amount) })} testId="callback-qr" />
              </View>
            )}
            <Text className="money-card__note" data-testid="callback-waiting">
              {t('money:callback.note')}
            </Text>
            {action && action.Kind !== 'QrCode' && <MainButton text={t('kit:pay.continue')} onClick={() => void payAgain(intent)} testId="callback-continue" />}
            <MainButton kind="ghost" text={t('money:callback.checkAgain')} onClick={() => void checkAgain()} busy={busy} testId="callback-check" />
            <MainButton kind="ghost" text={t('money:callback.cancel')} onClick={() => void cancel()} testId="callback-cancel" />
          </>
        ) : (
          <>
            {intent.Status !== 'Succeeded' && (
              <Text className="money-card__note" data-testid="callback-not-charged">
                {t('money:callback.notCharged')}
              </Text>
            )}
            {intent.Status !== 'Succeeded' && held && (
              <Text className="money-card__note" data-testid="callback-held-back">
                {t('money:callback.heldBack')}
              </Text>
            )}
            <MainButton text={t('money:callback.done')} onClick={() => void done()} testId="callback-done" />
          </>
        )}
      </View>
    )
  return (
    <Page title="money:callback.title" testId="callback-page">
      {body}
    </Page>
  )
}

export default observer(PayResult)
