/** /bus/pay?orderNo= — the kit's cashier for a bus order: the traveller's part of the tickets. */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import PayPage from '@/components/cashier/pay-page'
import { useFormat } from '@/components/format'
import { payStart } from '../api'
import { useBusText } from '../components/labels'
import { useBusOrder } from '../use-order'

function BusPay() {
  const { t } = useBusText()
  const f = useFormat()
  const hook = useBusOrder()
  return (
    <PayPage product="Bus" order={hook} pay={payStart}>
      {(order) => {
        const first = order.Tickets[0]
        return (
          <View className="pay__seg">
            {first && <Text className="pay__seg-route">{`${first.FromStation.Name} → ${first.ToStation.Name}`}</Text>}
            {first && <Text className="pay__seg-meta">{`${f.day(first.Date)} ${first.DepartTime} · ${first.ClassName}`}</Text>}
            <Text className="pay__seg-meta">{t('bus:pay.travellers', { names: [...new Set(order.Tickets.map((x) => x.PassengerName))].join('、') })}</Text>
          </View>
        )
      }}
    </PayPage>
  )
}

export default observer(BusPay)
