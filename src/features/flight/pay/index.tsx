/**
 * /planeTicket/pay?orderNo= — the kit's cashier for what the traveller pays personally (a personal
 * order, the excess of a split payment, uninsured insurance, or a change's difference). The
 * company's part needs no cashier.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import PayPage from '@/components/cashier/pay-page'
import { useFormat } from '@/components/format'
import { payStart } from '../order-api'
import { useFlightOrder } from '../use-order'
import { paySegments } from './summary'
import '../components/order.scss'
import '@/features/flight/texts'

function FlightPay() {
  const { t } = useTranslation()
  const f = useFormat()
  const hook = useFlightOrder({ reloadOnShow: true })
  return (
    <PayPage product="Flight" order={hook} pay={payStart}>
      {(order) => {
        const { changeNo, segments } = paySegments(order)
        return (
          <>
            {changeNo && <Text className="pay__seg-meta">{t('flight:details.changeNo', { no: changeNo })}</Text>}
            {segments.map((s) => (
              <View key={s.key} className="pay__seg">
                <Text className="pay__seg-route">{`${s.fromCity} - ${s.toCity}`}</Text>
                <Text className="pay__seg-meta">
                  {[`${f.day(s.date)}${s.time ? ` ${f.time(s.time)}` : ''}`, s.flightNo, s.cabinName].filter(Boolean).join(' · ')}
                </Text>
              </View>
            ))}
            <Text className="pay__seg-meta">{t('flight:pay.passengers', { names: order.Passengers.map((p) => p.Name).join('、') })}</Text>
          </>
        )
      }}
    </PayPage>
  )
}

export default observer(FlightPay)
