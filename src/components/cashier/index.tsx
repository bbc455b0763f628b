/**
 * The cashier of every product (docs/kit.md): what is due now (the traveller's part, or the
 * company's to confirm), the order in a few lines (the product's `summary`), the personal payment
 * channels offered on this platform (WeChat Pay; Alipay in a browser), and pay. Confirming sends the
 * amount shown: when the order moved on meanwhile the server answers 316 and the cashier reloads
 * the amount instead of paying it. What the channel collects is paid at the channel
 * (docs/money.md#the-client): the request says where (Scene, and the mini-program's login code),
 * and the answer's action is carried out — WeChat's payment sheet, the channel's page, or a QR code
 * on the payment result page (`/pay/callback`), which waits on the server's word. Back here, the
 * cashier asks how it ended — paid: on to the order; failed, cancelled or timed out: the wallet,
 * beans and voucher it held are back, and the order is paid again or, timed out, cancelled. Shown
 * again (the browser's back from the channel's page, a reload, the order's 'pay' later) while a
 * payment of the order is still under way, the cashier says so and offers to continue that payment
 * or to cancel it and pay another way.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { PayInfo, FlightPayStartReq, FlightPayStartRes } from '@api/order'
import type { PayIntent } from '@api/money'
import { ErrorCode } from '@api/errors'
import { ActionBar } from '@/components/ui/action-bar'
import { Blocking, MainButton } from '@/components/ui/button'
import { Toggle } from '@/components/ui/form'
import { useFormat } from '@/components/format'
import type { LoadStatus } from '@/components/use-loadable'
import { isApiError } from '@/core/errors'
import { go } from '@/core/navigate'
import { useStores } from '@/stores'
import type { OrderKind } from '@/products'
import { cancelPayment, intentOutcome, loadSources, pendingPayment, splitPersonal, type MoneySources, type SourceChoice } from './sources'
import { channelFields, payAtChannel, personalChannels, type PersonalChannel } from './pay-action'
import './index.scss'
import '@/i18n/ns/kit'

export interface CashierProps {
  /** The order's kind as its product declares it (src/products.ts), for the vouchers that apply. */
  product: OrderKind
  orderNo: string
  order: { OrderNo: string; StatusName: string; PayInfo: PayInfo | null } | null
  status: LoadStatus
  load: () => Promise<unknown>
  pay: (req: FlightPayStartReq) => Promise<FlightPayStartRes>
  /** The order in a few lines: what, when, who. */
  summary: ReactNode
  /** What happens once paid ('tickets are issued right after payment'). */
  note: string
  onPaid: () => void
  toOrder: () => void
}

export default function Cashier(p: CashierProps) {
  const { t } = useTranslation()
  const f = useFormat()
  const { ui } = useStores()
  const [channel, setChannel] = useState<PersonalChannel | null>(null)
  const [paying, setPaying] = useState(false)
  const [failed, setFailed] = useState(false)
  const info = p.order?.PayInfo ?? null
  const channels = personalChannels(info?.Channels ?? [])
  const personalDue = info?.PersonalAmount ?? 0
  const [sources, setSources] = useState<MoneySources | null>(null)
  const [choice, setChoice] = useState<SourceChoice>({ voucher: null, useBeans: false, useWallet: false })
  useEffect(() => {
    if (personalDue > 0) loadSources(p.product, personalDue).then(setSources, () => undefined)
  }, [personalDue, p.product])
  const split = sources && personalDue > 0 ? splitPersonal(personalDue, choice, sources) : null
  useEffect(() => {
    setChannel((c) => (c && channels.includes(c) ? c : (channels[0] ?? null)))
  }, [channels.join(',')]) // eslint-disable-line react-hooks/exhaustive-deps

  // The channel's payment under way on its own page; asked about when this page shows again.
  const pending = useRef<string | null>(null)
  // A payment of the order still under way at its channel (the server's, so a reload finds it too).
  const [underWay, setUnderWay] = useState<PayIntent | null>(null)
  const [cancelling, setCancelling] = useState(false)
  const lookUp = () => {
    if (!p.orderNo) return
    void pendingPayment(p.orderNo).then((i) => setUnderWay(i && i.Status === 'Pending' ? i : null))
  }
  const due = !!info
  useEffect(() => {
    if (due) lookUp()
  }, [due, p.orderNo]) // eslint-disable-line react-hooks/exhaustive-deps
  useDidShow(() => {
    const intentNo = pending.current
    if (!intentNo) return
    pending.current = null
    void intentOutcome(intentNo).then((status) => {
      if (status === 'Succeeded') {
        ui.toast(t('kit:pay.succeeded'))
        p.onPaid()
      } else {
        if (status !== 'Pending') setFailed(true)
        lookUp()
        void p.load()
      }
    })
  })

  /** Lets the payer pay a pending payment at its channel; the payment result page then waits on the server. */
  const proceed = async (i: PayIntent) => {
    const how = await payAtChannel(i)
    if (how === 'Leaving') return
    if (how === 'Done') {
      pending.current = i.IntentNo
      void go('payCallback', { intentNo: i.IntentNo })
      return
    }
    // The payer closed the payment sheet, or it could not open: the payment stays under way, to continue or cancel.
    if (how === 'Cancelled') ui.toast(t('kit:pay.closed'))
    else setFailed(true)
    lookUp()
  }
  /** The same payment again, at its channel. */
  const resume = (i: PayIntent) => void proceed(i)
  /** Cancels the pending payment on the server, then the cashier offers every method again. */
  const another = async (i: PayIntent) => {
    setCancelling(true)
    try {
      const r = await cancelPayment(i.IntentNo)
      setUnderWay(null)
      if (r.Status === 'Succeeded') {
        ui.toast(t('kit:pay.succeeded'))
        p.onPaid()
        return
      }
      setFailed(false)
      void p.load()
      if (personalDue > 0) loadSources(p.product, personalDue).then(setSources, () => undefined)
    } catch {
      // The http client has said why; the choice stays.
    } finally {
      setCancelling(false)
    }
  }

  const pay = async () => {
    if (!p.order || !info) return
    const personal = info.PersonalAmount
    if (personal > 0 && !channel) return ui.toast(t('kit:pay.chooseChannel'))
    setPaying(true)
    setFailed(false)
    try {
      const parts = split
        ? {
            ...(split.wallet ? { Wallet: split.wallet } : {}),
            ...(split.beans ? { Beans: split.beans } : {}),
            ...(split.voucher && choice.voucher ? { VoucherId: choice.voucher.VoucherId } : {}),
          }
        : {}
      const channelPart = split ? split.channel : personal
      const r = await p.pay({
        OrderNo: p.order.OrderNo,
        ChangeNo: info.PayFor !== p.order.OrderNo ? info.PayFor : undefined,
        Channel: personal > 0 && channel ? channel : 'CompanyAccount',
        PersonalAmount: personal,
        ...parts,
        ...(channelPart > 0 && channel ? await channelFields(channel) : {}),
      })
      if (r.Intent && r.Intent.Status === 'Pending') return await proceed(r.Intent)
      ui.toast(t('kit:pay.succeeded'))
      p.onPaid()
    } catch (e) {
      if (isApiError(e) && e.code === ErrorCode.OrderStatusChanged) {
        ui.toast(t('errors:orderStatusChanged'))
        void p.load()
      } else if (isApiError(e) && e.code === ErrorCode.AlreadyExists) {
        // A payment of the order is under way (e.g. started on another page): offer to continue or cancel it.
        lookUp()
      } else {
        // The http client has said why (or 'system busy'); the button stays for another try.
        setFailed(true)
      }
    } finally {
      setPaying(false)
    }
  }

  return (
    <>
      {p.status === 'loading' && !p.order && (
        <View className="pay-skeletons" data-testid="pay-loading">
          <View className="pay-skeleton pay-skeleton--big" />
          <View className="pay-skeleton" />
        </View>
      )}
      {p.status === 'error' && (
        <View className="pay-state" data-testid="pay-error">
          <Text>{t(p.orderNo ? 'common:loadFailed' : 'errors:orderNumberEmpty')}</Text>
          {p.orderNo && <MainButton kind="ghost" text={t('common:retry')} onClick={() => void p.load()} />}
        </View>
      )}
      {p.order && !info && p.status !== 'error' && (
        <View className="pay-state" data-testid="pay-nothing">
          <Text>{t('kit:pay.nothingDue', { status: p.order.StatusName })}</Text>
          <MainButton kind="ghost" text={t('kit:pay.toOrder')} onClick={p.toOrder} />
        </View>
      )}
      {p.order && info && (
        <View className="pay">
          <View className="pay__due">
            <Text className="pay__due-label">{t(info.PersonalAmount > 0 ? 'kit:pay.due' : 'kit:pay.companyDue')}</Text>
            <Text className="pay__due-amount" data-testid="pay-amount">
              {f.paid(info.PersonalAmount > 0 ? info.PersonalAmount : info.CompanyAmount)}
            </Text>
            {info.PersonalAmount > 0 && info.CompanyAmount > 0 && (
              <Text className="pay__due-note">{t('kit:pay.companyPart', { amount: f.money(info.CompanyAmount) })}</Text>
            )}
            {info.PayFor !== p.order.OrderNo && <Text className="pay__due-note">{t('kit:pay.forChange', { no: info.PayFor })}</Text>}
          </View>
          <View className="pay__card">
            <Text className="pay__card-title">{t('kit:pay.summary')}</Text>
            {p.summary}
            <Text className="pay__seg-meta">{t('kit:pay.orderNo', { no: p.order.OrderNo })}</Text>
          </View>
          {split &&
            sources &&
            (sources.wallet?.PayWithWallet || sources.beans?.CanPayWithBeans || (sources.vouchers.length > 0 && sources.wallet?.PayWithVouchers !== false)) && (
              <View className="pay__card" data-testid="pay-sources">
                <Text className="pay__card-title">{t('kit:pay.sources')}</Text>
                {sources.vouchers.length > 0 && sources.wallet?.PayWithVouchers !== false && (
                  <View className="pay__vouchers" role="radiogroup">
                    {sources.vouchers.map((v) => {
                      const on = choice.voucher?.VoucherId === v.VoucherId
                      const usable = personalDue >= v.MinSpend
                      return (
                        <View
                          key={v.VoucherId}
                          className={`pay__voucher ${on ? 'pay__voucher--on' : ''}`}
                          role="radio"
                          aria-checked={on}
                          aria-disabled={!usable}
                          data-testid={`pay-voucher-${v.VoucherId}`}
                          onClick={() => usable && setChoice({ ...choice, voucher: on ? null : v })}
                        >
                          <Text>{`${v.Title}${usable ? '' : ` · ${t('kit:pay.voucherMin', { amount: f.money(v.MinSpend) })}`}`}</Text>
                        </View>
                      )
                    })}
                  </View>
                )}
                {sources.beans?.CanPayWithBeans && sources.beans.Balance > 0 && (
                  <View className="pay__source">
                    <Text className="pay__source-name">{t('kit:pay.beans', { count: sources.beans.Balance })}</Text>
                    {split.beans > 0 && <Text className="pay__source-amount">{`-${f.cny(split.beansFen)}`}</Text>}
                    <Toggle
                      checked={choice.useBeans}
                      label={t('kit:pay.beans', { count: sources.beans.Balance })}
                      onChange={(on) => setChoice({ ...choice, useBeans: on })}
                      testId="pay-use-beans"
                    />
                  </View>
                )}
                {sources.wallet?.PayWithWallet && sources.wallet.Balance > 0 && (
                  <View className="pay__source">
                    <Text className="pay__source-name">{t('kit:pay.wallet', { amount: f.cny(sources.wallet.Balance) })}</Text>
                    {split.wallet > 0 && <Text className="pay__source-amount">{`-${f.cny(split.wallet)}`}</Text>}
                    <Toggle
                      checked={choice.useWallet}
                      label={t('kit:pay.wallet', { amount: f.cny(sources.wallet.Balance) })}
                      onChange={(on) => setChoice({ ...choice, useWallet: on })}
                      testId="pay-use-wallet"
                    />
                  </View>
                )}
                <Text className="pay__due-note" data-testid="pay-channel-part">
                  {t('kit:pay.channelPart', { amount: f.cny(split.channel) })}
                </Text>
              </View>
            )}
          {info.PersonalAmount > 0 && (!split || split.channel > 0) && (
            <View className="pay__card" role="radiogroup" data-testid="pay-channels">
              <Text className="pay__card-title">{t('kit:pay.channel')}</Text>
              {channels.map((c) => (
                <View
                  key={c}
                  className={`pay__channel ${channel === c ? 'pay__channel--on' : ''}`}
                  role="radio"
                  aria-checked={channel === c}
                  data-testid={`pay-channel-${c}`}
                  onClick={() => setChannel(c)}
                >
                  <Text className={`pay__logo pay__logo--${c}`}>{t(`kit:pay.channelName.${c}`).slice(0, 1)}</Text>
                  <Text className="pay__channel-name">{t(`kit:pay.channelName.${c}`)}</Text>
                  <View className="pay__radio" />
                </View>
              ))}
            </View>
          )}
          {failed && (
            <View className="pay__failed" role="alert" data-testid="pay-failed">
              <Text>{t('kit:pay.failed')}</Text>
            </View>
          )}
          <Text className="pay__note">{p.note}</Text>
          {underWay ? (
            <View className="pay__card pay__under-way" role="alert" data-testid="pay-under-way">
              <Text className="pay__card-title">{t('kit:pay.underWay')}</Text>
              <Text className="pay__due-note">
                {t('kit:pay.underWayText', {
                  channel: t(`kit:pay.channelName.${underWay.Channel}`, { defaultValue: underWay.Channel }),
                  amount: f.cny(underWay.Amount),
                })}
              </Text>
              <ActionBar>
                <MainButton kind="ghost" text={t('kit:pay.another')} onClick={() => void another(underWay)} busy={cancelling} testId="pay-another" />
                <MainButton
                  className="action-bar__main"
                  text={t('kit:pay.continue')}
                  onClick={() => resume(underWay)}
                  disabled={cancelling}
                  testId="pay-continue"
                />
              </ActionBar>
            </View>
          ) : (
            <ActionBar>
              <MainButton
                text={
                  info.PersonalAmount > 0
                    ? t(failed ? 'kit:pay.retry' : 'kit:pay.payNow', { amount: f.cny(split && split.channel > 0 ? split.channel : info.PersonalAmount) })
                    : t('kit:pay.confirmCompany')
                }
                onClick={() => void pay()}
                busy={paying}
                testId="pay-submit"
              />
            </ActionBar>
          )}
        </View>
      )}
      <Blocking show={paying} text={t('kit:pay.paying')} />
    </>
  )
}
