/** /train/orderList — my train orders, in the kit's order list. */
import { observer } from 'mobx-react'
import { OrdersPage } from '@/components/order-list'
import { ordersOf } from '@/components/order-list/orders'
import { useTrainText } from '../components/labels'

function TrainOrders() {
  const { t } = useTrainText()
  return <OrdersPage title="train:orders.title" load={ordersOf('Train')} search="trainSearch" bookText={t('train:orders.book')} />
}

export default observer(TrainOrders)
