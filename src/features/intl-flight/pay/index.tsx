/** /intlPlaneTicket/pay?orderNo= — the kit's cashier for an international flight order, or a change's share of it. */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { IntlOrderDetail } from '@api/intlflight'
import PayPage from '@/components/cashier/pay-page'
import { payStart } from '../api'
import { cityOf, useIntlText } from '../components/labels'
import { useIntlOrder } from '../use-order'

/** Paying a change's share (PayInfo.PayFor is its number): its number and the leg it moves to. */
function ChangeLine({ order }: { order: IntlOrderDetail }) {
  const { t } = useIntlText()
  const c = order.PayInfo && order.PayInfo.PayFor !== order.OrderNo ? order.Changes?.find((x) => x.ChangeNo === order.PayInfo!.PayFor) : undefined
  if (!c) return null
  const flights = c.To.Segments.map((x) => x.FlightNo).join('/')
  return (
    <Text className="pay__seg-meta" data-testid="pay-change">
      {t('intlFlight:pay.change', { no: c.ChangeNo, flights, time: c.To.Segments[0]?.DepartTime ?? '' })}
    </Text>
  )
}

function IntlPay() {
  const { t } = useIntlText()
  const hook = useIntlOrder()
  return (
    <PayPage product="IntlFlight" order={hook} pay={payStart}>
      {(order) => (
        <View className="pay__seg">
          <ChangeLine order={order} />
          {order.Legs.map((l) => {
            const a = l.Segments[0]
            const b = l.Segments[l.Segments.length - 1]
            return (
              <Text
                key={l.LegNo}
                className="pay__seg-route"
              >{`${cityOf(order.Places, a.From)} → ${cityOf(order.Places, b.To)} · ${l.Segments.map((x) => x.FlightNo).join('/')} · ${a.DepartTime}`}</Text>
            )
          })}
          <Text className="pay__seg-meta">{t('intlFlight:pay.travellers', { names: order.Tickets.map((x) => x.PassengerName).join('、') })}</Text>
        </View>
      )}
    </PayPage>
  )
}

export default observer(IntlPay)
