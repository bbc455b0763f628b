/**
 * /pay/callback?intentNo= — the payment channel's page (a simulator standing for WeChat Pay,
 * Alipay or a card, docs/money.md): what is collected, for what, until when; pay, fail or
 * cancel, as the channel would report it; then the result, read back from the server.
 */
import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { PayIntent } from '@api/money'
import Page from '@/components/page'
import { MainButton } from '@/components/ui/button'
import { ErrorBlock, Skeletons } from '@/components/ui/states'
import { useFormat } from '@/components/format'
import { isCancelled } from '@/core/errors'
import { back, replace } from '@/core/navigate'
import { payCallback, payQuery } from '../api'
import '../components/index.scss'
import '@/i18n/ns/kit'
import '@/i18n/ns/money'

function PayCallback() {
  const { t } = useTranslation()
  const f = useFormat()
  const intentNo = String(useRouter().params.intentNo ?? '')
  const [intent, setIntent] = useState<PayIntent | null>(null)
  const [failed, setFailed] = useState(false)
  const load = () => {
    setFailed(false)
    if (!intentNo) return setFailed(true)
    payQuery(intentNo).then(setIntent, (e) => !isCancelled(e) && setFailed(true))
  }
  useEffect(load, [intentNo])

  const report = async (outcome: 'Succeeded' | 'Failed' | 'Cancelled') => {
    try {
      setIntent(await payCallback(intentNo, outcome))
    } catch {
      load()
    }
  }
  // An order's payment goes back to its cashier, which moves on to the order (home when opened from nowhere).
  const done = () => void (intent?.Purpose === 'Order' ? back() : replace('walletCenter'))

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
          {intent.StatusName}
        </Text>
        {intent.Status === 'Pending' ? (
          <>
            <Text className="money-card__note">{t('money:callback.note')}</Text>
            <MainButton text={t('money:callback.pay', { amount: f.cny(intent.Amount) })} onClick={() => void report('Succeeded')} testId="callback-pay" />
            <MainButton kind="ghost" text={t('money:callback.fail')} onClick={() => void report('Failed')} testId="callback-fail" />
            <MainButton kind="ghost" text={t('money:callback.cancel')} onClick={() => void report('Cancelled')} testId="callback-cancel" />
          </>
        ) : (
          <>
            {intent.Status !== 'Succeeded' && (
              <Text className="money-card__note" data-testid="callback-not-charged">
                {t('money:callback.notCharged')}
              </Text>
            )}
            <MainButton text={t('money:callback.done')} onClick={done} testId="callback-done" />
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

export default observer(PayCallback)
