/**
 * /planeTicket/pay?orderNo= — the cashier for what the traveller pays personally (a personal
 * order, the excess of a split payment, uninsured insurance, or a change's difference). The
 * company's part needs no cashier. Confirming sends the amount shown: if the order moved on
 * meanwhile the server answers 316 and the page reloads the amount instead of paying it.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { PayChannel } from '@api/order'
import { ErrorCode } from '@api/errors'
import Page from '@/components/page'
import { Blocking, MainButton } from '@/components/ui/button'
import { isApiError } from '@/core/errors'
import { replace } from '@/core/navigate'
import { useStores } from '@/stores'
import { payStart } from '../order-api'
import { useFlightOrder } from '../use-order'
import { useFormat } from '@/components/format'
import '../components/order.scss'
import './index.scss'
import '@/i18n/ns/flight'
import { ActionBar } from '@/components/ui/action-bar'

const PERSONAL_CHANNELS: PayChannel[] = ['WeChatPay', 'Alipay', 'UnionPay']

function PayPage() {
  const { t } = useTranslation()
  const f = useFormat()
  const { ui } = useStores()
  const [channel, setChannel] = useState<PayChannel | null>(null)
  const { orderNo, order, status, load } = useFlightOrder({
    reloadOnShow: true,
    onLoad: (o) => {
      const offered = (o.PayInfo?.Channels ?? []).filter((c) => PERSONAL_CHANNELS.includes(c))
      setChannel((c) => (c && offered.includes(c) ? c : (offered[0] ?? null)))
    },
  })
  const [paying, setPaying] = useState(false)
  const [failed, setFailed] = useState(false)


  const pay = async () => {
    const info = order?.PayInfo
    if (!order || !info) return
    const personal = info.PersonalAmount
    if (personal > 0 && !channel) return ui.toast(t('flight:pay.chooseChannel'))
    setPaying(true)
    setFailed(false)
    try {
      await payStart({
        OrderNo: order.OrderNo,
        ChangeNo: info.PayFor !== order.OrderNo ? info.PayFor : undefined,
        Channel: personal > 0 && channel ? channel : 'CompanyAccount',
        PersonalAmount: personal,
      })
      ui.toast(t('flight:pay.succeeded'))
      void replace('flightOrderDetails', { orderNo: order.OrderNo })
    } catch (e) {
      if (isApiError(e) && e.code === ErrorCode.OrderStatusChanged) {
        ui.toast(t('errors:orderStatusChanged'))
        void load()
      } else {
        // The http client has said why (or 'system busy'); the button stays for another try.
        setFailed(true)
      }
    } finally {
      setPaying(false)
    }
  }

  const info = order?.PayInfo ?? null
  const channels = (info?.Channels ?? []).filter((c) => PERSONAL_CHANNELS.includes(c))
  return (
    <Page title='flight:pay.title' className='pay-page' testId='pay-page'>
      {status === 'loading' && !order && (
        <View className='pay-skeletons' data-testid='pay-loading'>
          <View className='pay-skeleton pay-skeleton--big' />
          <View className='pay-skeleton' />
        </View>
      )}
      {status === 'error' && (
        <View className='pay-state' data-testid='pay-error'>
          <Text>{t(orderNo ? 'common:loadFailed' : 'errors:orderNumberEmpty')}</Text>
          {orderNo && <MainButton kind='ghost' text={t('common:retry')} onClick={() => void load()} />}
        </View>
      )}
      {order && !info && status !== 'error' && (
        <View className='pay-state' data-testid='pay-nothing'>
          <Text>{t('flight:pay.nothingDue', { status: order.StatusName })}</Text>
          <MainButton kind='ghost' text={t('flight:pay.toOrder')} onClick={() => void replace('flightOrderDetails', { orderNo: order.OrderNo })} />
        </View>
      )}
      {order && info && (
        <View className='pay'>
          <View className='pay__due'>
            <Text className='pay__due-label'>{t(info.PersonalAmount > 0 ? 'flight:pay.due' : 'flight:pay.companyDue')}</Text>
            <Text className='pay__due-amount' data-testid='pay-amount'>{f.money(info.PersonalAmount > 0 ? info.PersonalAmount : info.CompanyAmount)}</Text>
            {info.PersonalAmount > 0 && info.CompanyAmount > 0 && <Text className='pay__due-note'>{t('flight:pay.companyPart', { amount: f.money(info.CompanyAmount) })}</Text>}
            {info.PayFor !== order.OrderNo && <Text className='pay__due-note'>{t('flight:pay.forChange', { no: info.PayFor })}</Text>}
          </View>
          <View className='pay__card'>
            <Text className='pay__card-title'>{t('flight:pay.summary')}</Text>
            {order.Segments.map((s) => (
              <View key={s.SegmentIndex} className='pay__seg'>
                <Text className='pay__seg-route'>{`${s.Flight.DepartCityName} - ${s.Flight.ArriveCityName}`}</Text>
                <Text className='pay__seg-meta'>{`${f.day(s.Flight.DepartDate)} ${f.time(s.Flight.DepartTime)} · ${s.Flight.FlightNo} · ${s.CabinClassName}`}</Text>
              </View>
            ))}
            <Text className='pay__seg-meta'>{t('flight:pay.passengers', { names: order.Passengers.map((p) => p.Name).join('、') })}</Text>
            <Text className='pay__seg-meta'>{t('flight:pay.orderNo', { no: order.OrderNo })}</Text>
          </View>
          {info.PersonalAmount > 0 && (
            <View className='pay__card' role='radiogroup' data-testid='pay-channels'>
              <Text className='pay__card-title'>{t('flight:pay.channel')}</Text>
              {channels.map((c) => (
                <View key={c} className={`pay__channel ${channel === c ? 'pay__channel--on' : ''}`} role='radio' aria-checked={channel === c} data-testid={`pay-channel-${c}`} onClick={() => setChannel(c)}>
                  <Text className={`pay__logo pay__logo--${c}`}>{t(`flight:pay.channelName.${c}`).slice(0, 1)}</Text>
                  <Text className='pay__channel-name'>{t(`flight:pay.channelName.${c}`)}</Text>
                  <View className='pay__radio' />
                </View>
              ))}
            </View>
          )}
          {failed && (
            <View className='pay__failed' role='alert' data-testid='pay-failed'>
              <Text>{t('flight:pay.failed')}</Text>
            </View>
          )}
          <Text className='pay__note'>{t('flight:pay.note')}</Text>
          <ActionBar>
            <MainButton
              text={info.PersonalAmount > 0 ? t(failed ? 'flight:pay.retry' : 'flight:pay.payNow', { amount: f.money(info.PersonalAmount) }) : t('flight:pay.confirmCompany')}
              onClick={() => void pay()}
              busy={paying}
              testId='pay-submit'
            />
          </ActionBar>
        </View>
      )}
      <Blocking show={paying} text={t('flight:pay.paying')} />
    </Page>
  )
}

export default observer(PayPage)
