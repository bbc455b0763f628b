/** /car/pay?orderNo= — the kit's cashier for a car order: the rider's part of the estimated fare. */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import PayPage from '@/components/cashier/pay-page'
import { useFormat } from '@/components/format'
import { payStart } from '../api'
import { useCarText } from '../components/labels'
import { useCarOrder } from '../use-order'

function CarPay() {
  const { t } = useCarText()
  const f = useFormat()
  const hook = useCarOrder()
  return (
    <PayPage title="car:pay.title" product="Car" order={hook} pay={payStart} note={t('car:pay.note')}>
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
