/** /intlPlaneTicket/orderList — my international flight orders, in the kit's order list. */
import { observer } from 'mobx-react'
import Page from '@/components/page'
import OrderList from '@/components/order-list'
import { orderList } from '../api'
import { useIntlText } from '../components/labels'

function IntlOrders() {
  const { t } = useIntlText()
  return (
    <Page title='intlFlight:orders.title' className='orders-page' testId='orders-page'>
      <OrderList load={orderList} details='intlOrderDetails' pay='intlPay' search='intlSearch' bookText={t('intlFlight:orders.book')} />
    </Page>
  )
}

export default observer(IntlOrders)
