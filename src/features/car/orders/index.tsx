/** /car/orderList — my car orders, in the kit's order list. */
import { observer } from 'mobx-react'
import { OrdersPage } from '@/components/order-list'
import { orderList } from '../api'
import { useCarText } from '../components/labels'

function CarOrders() {
  const { t } = useCarText()
  return <OrdersPage title="car:orders.title" load={orderList} search="carQuery" bookText={t('car:orders.book')} />
}

export default observer(CarOrders)
