/** /car/pay?orderNo= — the kit's cashier for a car order: the rider's part of the estimated fare. */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import PayPage from '@/components/cashier/pay-page'
import { useFormat } from '@/components/format'
import { payStart } from '../api'
import { useCarOrder } from '../use-order'
import '@/features/car/texts'

function CarPay() {
  const f = useFormat()
  const hook = useCarOrder()
  return (
    <PayPage product="Car" order={hook} pay={payStart}>
      {(o) => (
        <View className="pay__seg">
          <Text className="pay__seg-route">{`${o.From.Name} → ${o.To.Name}`}</Text>
          <Text className="pay__seg-meta">{`${o.ServiceName} · ${o.ClassName} · ${f.stamp(o.PickUpAt)}`}</Text>
        </View>
      )}
    </PayPage>
  )
}

export default observer(CarPay)
