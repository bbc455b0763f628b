/**
 * /module/hotel/pay?orderNo= — the kit's cashier for a hotel order: the traveller's part of a
 * prepaid stay, or the company's to confirm; a pay-at-hotel stay is confirmed here with nothing
 * to pay now.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import Page from '@/components/page'
import Cashier from '@/components/cashier'
import { useFormat } from '@/components/format'
import { replace } from '@/core/navigate'
import { payStart } from '../api'
import { useHotelText } from '../components/labels'
import { useHotelOrder } from '../use-order'

function HotelPay() {
  const { t } = useHotelText()
  const f = useFormat()
  const { orderNo, order, status, load } = useHotelOrder()
  const toOrder = () => void replace('hotelOrderDetails', { orderNo })
  return (
    <Page title='hotel:pay.title' className='pay-page' testId='pay-page'>
      <Cashier
        product='Hotel'
        orderNo={orderNo}
        order={order}
        status={status}
        load={load}
        pay={payStart}
        note={t(order?.PayKind === 'PayAtHotel' ? 'hotel:pay.noteAtHotel' : 'hotel:pay.note', { amount: f.money(order?.PriceDetail.AtHotelAmount ?? 0) })}
        onPaid={toOrder}
        toOrder={toOrder}
        summary={
          order && (
            <View className='pay__seg'>
              <Text className='pay__seg-route'>{order.Hotel.Name}</Text>
              <Text className='pay__seg-meta'>{`${f.day(order.CheckIn)} – ${f.day(order.CheckOut)} · ${t('hotel:search.nights', { count: order.Nights })} · ${order.RoomName} × ${order.RoomCount}`}</Text>
              <Text className='pay__seg-meta'>{t('hotel:pay.guests', { names: order.Guests.map((g) => g.Name).join('、') })}</Text>
            </View>
          )
        }
      />
    </Page>
  )
}

export default observer(HotelPay)
