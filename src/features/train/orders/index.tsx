/** /train/orderList — my train orders, in the kit's order list. */
import { observer } from 'mobx-react'
import Page from '@/components/page'
import OrderList from '@/components/order-list'
import { orderList } from '../api'
import { useTrainText } from '../components/labels'

function TrainOrders() {
  const { t } = useTrainText()
  return (
    <Page title='train:orders.title' className='orders-page' testId='orders-page'>
      <OrderList load={orderList} details='trainOrderDetails' pay='trainPay' search='trainSearch' bookText={t('train:orders.book')} />
    </Page>
  )
}

export default observer(TrainOrders)
