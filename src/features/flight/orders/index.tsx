/** /planeTicket/orderList — flight orders, in the kit's order list. */
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import { OrdersPage } from '@/components/order-list'
import { orderList } from '../order-api'
import '@/features/flight/texts'

function FlightOrders() {
  const { t } = useTranslation()
  return <OrdersPage title="flight:orders.title" load={orderList} search="flightSearch" bookText={t('flight:orders.book')} />
}

export default observer(FlightOrders)
