/** /dining/pay?orderNo= — the kit's cashier for my part of a meal over the standard. */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import PayPage from '@/components/cashier/pay-page'
import { useOrder } from '@/components/use-order'
import { orderDetail, payStart } from '../api'
import '../texts'

function DiningPay() {
  const { t } = useTranslation()
  const hook = useOrder(orderDetail)
  return (
    <PayPage product="Dining" order={hook} pay={payStart}>
      {(o) => (
        <View className="pay__seg">
          <Text className="pay__seg-route">{o.RestaurantName}</Text>
          <Text className="pay__seg-meta">{`${t(`dining:meal.${o.Meal}`)} · ${o.EatenAt}`}</Text>
        </View>
      )}
    </PayPage>
  )
}

export default observer(DiningPay)
