/** /planeTicket/orderList — flight orders, in the kit's order list. */
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import Page from '@/components/page'
import OrderList from '@/components/order-list'
import { orderList } from '../order-api'
import '@/features/flight/texts'

function OrdersPage() {
  const { t } = useTranslation()
  return (
    <Page title='flight:orders.title' className='orders-page' testId='orders-page'>
      <OrderList load={orderList} details='flightOrderDetails' pay='flightPay' search='flightSearch' bookText={t('flight:orders.book')} />
    </Page>
  )
}

export default observer(OrdersPage)
