/** /intlPlaneTicket/orderList — my international flight orders, in the kit's order list. */
import { observer } from 'mobx-react'
import { OrdersPage } from '@/components/order-list'
import { ordersOf } from '@/components/order-list/orders'
import { useIntlText } from '../components/labels'

function IntlOrders() {
  const { t } = useIntlText()
  return <OrdersPage title="intlFlight:orders.title" load={ordersOf('IntlFlight')} search="intlSearch" bookText={t('intlFlight:orders.book')} />
}

export default observer(IntlOrders)
