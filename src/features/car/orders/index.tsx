/** /car/orderList — my car orders, in the kit's order list. */
import { observer } from 'mobx-react'
import { OrdersPage } from '@/components/order-list'
import { ordersOf } from '@/components/order-list/orders'
import { useCarText } from '../components/labels'

function CarOrders() {
  const { t } = useCarText()
  return <OrdersPage title="car:orders.title" load={ordersOf('Car')} search="carQuery" bookText={t('car:orders.book')} />
}

export default observer(CarOrders)
