/**
 * /planeTicket/pay?orderNo= — the kit's cashier for what the traveller pays personally (a personal
 * order, the excess of a split payment, uninsured insurance, or a change's difference). The
 * company's part needs no cashier.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import Page from '@/components/page'
import Cashier from '@/components/cashier'
import { useFormat } from '@/components/format'
import { replace } from '@/core/navigate'
import { payStart } from '../order-api'
import { useFlightOrder } from '../use-order'
import { paySegments } from './summary'
import '../components/order.scss'
import '@/features/flight/texts'

function PayPage() {
  const { t } = useTranslation()
  const f = useFormat()
  const { orderNo, order, status, load } = useFlightOrder({ reloadOnShow: true })
  const toOrder = () => void replace('flightOrderDetails', { orderNo })
  return (
    <Page title='flight:pay.title' className='pay-page' testId='pay-page'>
      <Cashier
        product='Flight'
        orderNo={orderNo}
        order={order}
        status={status}
        load={load}
        pay={payStart}
        note={t('flight:pay.note')}
        onPaid={toOrder}
        toOrder={toOrder}
        summary={
          order && (
            <>
              {paySegments(order).changeNo && <Text className='pay__seg-meta'>{t('flight:details.changeNo', { no: paySegments(order).changeNo })}</Text>}
              {paySegments(order).segments.map((s) => (
                <View key={s.key} className='pay__seg'>
                  <Text className='pay__seg-route'>{`${s.fromCity} - ${s.toCity}`}</Text>
                  <Text className='pay__seg-meta'>{[`${f.day(s.date)}${s.time ? ` ${f.time(s.time)}` : ''}`, s.flightNo, s.cabinName].filter(Boolean).join(' · ')}</Text>
                </View>
              ))}
              <Text className='pay__seg-meta'>{t('flight:pay.passengers', { names: order.Passengers.map((p) => p.Name).join('、') })}</Text>
            </>
          )
        }
      />
    </Page>
  )
}

export default observer(PayPage)
