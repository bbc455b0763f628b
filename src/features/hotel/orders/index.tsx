/** /module/hotel/orderList — hotel orders, domestic or international, in the kit's order list. */
import { useState } from 'react'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { OrdersPage } from '@/components/order-list'
import { ordersOf } from '@/components/order-list/orders'
import { Segmented } from '@/components/ui/form'
import { useStores } from '@/stores'
import { useHotelText } from '../components/labels'
import './index.scss'

function HotelOrders() {
  const { t } = useHotelText()
  const { power } = useStores()
  const [product, setProduct] = useState<'Hotel' | 'IntlHotel'>('Hotel')
  const intl = power.can('MyPermission.Orders.IntlHotel.Enable')
  return (
    <OrdersPage
      title="hotel:orders.title"
      load={ordersOf(product)}
      search="hotelSearch"
      bookText={t('hotel:orders.book')}
      head={
        intl ? (
          // The page margin, as the cards below have it: the first chip does not touch the screen edge.
          <View className="hotel-orders__head">
            <Segmented
              options={[
                { value: 'Hotel', label: t('hotel:search.domestic') },
                { value: 'IntlHotel', label: t('hotel:search.international') },
              ]}
              value={product}
              onChange={(v) => setProduct(v as 'Hotel' | 'IntlHotel')}
              testId="orders-market"
            />
          </View>
        ) : undefined
      }
    />
  )
}

export default observer(HotelOrders)
