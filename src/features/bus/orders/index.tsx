/** /bus/orderList — my bus orders, in the kit's order list. */
import { observer } from 'mobx-react'
import { OrdersPage } from '@/components/order-list'
import { ordersOf } from '@/components/order-list/orders'
import { useBusText } from '../components/labels'

function BusOrders() {
  const { t } = useBusText()
  return <OrdersPage title="bus:orders.title" load={ordersOf('Bus')} search="busSearch" bookText={t('bus:orders.book')} />
}

export default observer(BusOrders)
