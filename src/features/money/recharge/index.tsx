/**
 * /personal/wallet/recharge — topping the wallet up: an amount (quick choices or one's own, ¥1 to
 * ¥50,000) and a channel offered here (WeChat Pay; Alipay in a browser). The payer pays at the
 * channel as the cashier does (components/cashier/pay-action.ts), and the payment result page
 * (/pay/callback) waits on the server until the channel confirms it.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { WalletInfoRes } from '@api/money'
import Page from '@/components/page'
import { ActionBar } from '@/components/ui/action-bar'
import { Chip } from '@/components/ui/chip'
import { MainButton } from '@/components/ui/button'
import { FormRow, Segmented, TextField } from '@/components/ui/form'
import { useFormat } from '@/components/format'
import { channelFields, payAtChannel, personalChannels, type PersonalChannel } from '@/components/cashier/pay-action'
import { go } from '@/core/navigate'
import { useStores } from '@/stores'
import { newRequestId } from '@/domain/booking'
import { parseMoneyToCents } from '@/domain/format'
import { recharge, walletInfo } from '../api'
import '../components/index.scss'
import '@/i18n/ns/kit'
import '@/i18n/ns/money'

const QUICK = [10000, 50000, 100000, 200000]
export const RECHARGE_MIN = 100
export const RECHARGE_MAX = 5_000_000

/** The amount typed (yuan text) in fen, or the message key of what is wrong. */
export function rechargeAmount(text: string): { fen: number } | { error: string } {
  const fen = parseMoneyToCents(text)
  if (fen === null) return { error: 'money:recharge.amountInvalid' }
  if (fen < RECHARGE_MIN || fen > RECHARGE_MAX) return { error: 'money:recharge.amountRange' }
  return { fen }
}

function Recharge() {
  const { t } = useTranslation()
  const f = useFormat()
  const [text, setText] = useState('500')
  const { ui } = useStores()
  const [channels, setChannels] = useState<PersonalChannel[]>(() => personalChannels(['WeChatPay', 'Alipay']))
  const [channel, setChannel] = useState<PersonalChannel>(channels[0])
  const [shown, setShown] = useState(false)
  const [requestId, setRequestId] = useState(() => newRequestId('rc'))
  useEffect(() => {
    walletInfo().then(
      (w: WalletInfoRes) => {
        const here = personalChannels(w.Channels)
        if (!here.length) return
        setChannels(here)
        setChannel((c) => (here.includes(c) ? c : here[0]))
      },
      () => undefined,
    )
  }, [])
  const parsed = rechargeAmount(text)
  // One request id per recharge asked for: another amount or channel is another recharge (the server refuses one id with other contents).
  const fen = 'fen' in parsed ? parsed.fen : 0
  useEffect(() => setRequestId(newRequestId('rc')), [fen, channel])
  const error = shown && 'error' in parsed ? t(parsed.error, { min: f.cny(RECHARGE_MIN), max: f.cny(RECHARGE_MAX) }) : undefined

  const submit = async () => {
    setShown(true)
    if ('error' in parsed) return
    try {
      const intent = await recharge(requestId, parsed.fen, channel, await channelFields(channel))
      const how = await payAtChannel(intent)
      if (how === 'Done') void go('payCallback', { intentNo: intent.IntentNo })
      else if (how !== 'Leaving') {
        // Nothing was paid (the sheet was closed or could not open): another try is a new recharge.
        ui.toast(t(how === 'Cancelled' ? 'kit:pay.closed' : 'money:recharge.notStarted'))
        setRequestId(newRequestId('rc'))
      }
    } catch {
      // The http client has said why; the amount stays.
    }
  }

  return (
    <Page title="money:recharge.title" testId="recharge-page">
      <View className="money-card">
        <View className="money-chips">
          {QUICK.map((q) => (
            <Chip
              key={q}
              className="money-chip"
              role="radio"
              on={'fen' in parsed && parsed.fen === q}
              onTap={() => setText(String(q / 100))}
              testId={`recharge-${q / 100}`}
            >
              <Text>{f.cny(q)}</Text>
            </Chip>
          ))}
        </View>
        <FormRow
          label={t('money:recharge.amount')}
          required
          error={error}
          hint={t('money:recharge.range', { min: f.cny(RECHARGE_MIN), max: f.cny(RECHARGE_MAX) })}
        >
          <TextField value={text} type="digit" maxlength={9} onChange={setText} testId="recharge-amount" />
        </FormRow>
        <Text className="money-card__label">{t('money:recharge.channel')}</Text>
        <Segmented
          options={channels.map((c) => ({ value: c, label: t(`kit:pay.channelName.${c}`) }))}
          value={channel}
          onChange={setChannel}
          testId="recharge-channel"
        />
      </View>
      <ActionBar>
        <MainButton
          className="action-bar__main"
          text={'fen' in parsed ? t('money:recharge.pay', { amount: f.cny(parsed.fen) }) : t('money:recharge.submit')}
          onClick={() => void submit()}
          testId="recharge-submit"
        />
      </ActionBar>
    </Page>
  )
}

export default observer(Recharge)
