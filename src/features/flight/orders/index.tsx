/** /planeTicket/orderList — flight orders, in the kit's order list. */
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import { OrdersPage } from '@/components/order-list'
import { ordersOf } from '@/components/order-list/orders'
import '@/features/flight/texts'

function FlightOrders() {
  const { t } = useTranslation()
  return <OrdersPage title="flight:orders.title" load={ordersOf('Flight')} search="flightSearch" bookText={t('flight:orders.book')} />
}

export default observer(FlightOrders)
