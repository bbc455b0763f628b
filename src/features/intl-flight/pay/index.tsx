/** /intlPlaneTicket/pay?orderNo= — the kit's cashier for an international flight order. */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import Page from '@/components/page'
import Cashier from '@/components/cashier'
import { replace } from '@/core/navigate'
import { payStart } from '../api'
import { cityOf, useIntlText } from '../components/labels'
import { useIntlOrder } from '../use-order'

function IntlPay() {
  const { t } = useIntlText()
  const { orderNo, order, status, load } = useIntlOrder()
  const toOrder = () => void replace('intlOrderDetails', { orderNo })
  return (
    <Page title='intlFlight:pay.title' className='pay-page' testId='pay-page'>
      <Cashier
        product='IntlFlight'
        orderNo={orderNo}
        order={order}
        status={status}
        load={load}
        pay={payStart}
        note={t('intlFlight:pay.note')}
        onPaid={toOrder}
        toOrder={toOrder}
        summary={
          order && (
            <View className='pay__seg'>
              {order.Legs.map((l) => {
                const a = l.Segments[0]
                const b = l.Segments[l.Segments.length - 1]
                return <Text key={l.LegNo} className='pay__seg-route'>{`${cityOf(order.Places, a.From)} → ${cityOf(order.Places, b.To)} · ${l.Segments.map((x) => x.FlightNo).join('/')} · ${a.DepartTime}`}</Text>
              })}
              <Text className='pay__seg-meta'>{t('intlFlight:pay.travellers', { names: order.Tickets.map((x) => x.PassengerName).join('、') })}</Text>
            </View>
          )
        }
      />
    </Page>
  )
}

export default observer(IntlPay)
