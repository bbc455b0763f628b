/**
 * /module/hotel/pay?orderNo= — the kit's cashier for a hotel order: the traveller's part of a
 * prepaid stay, or the company's to confirm; a pay-at-hotel stay is confirmed here with nothing
 * to pay now.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import PayPage from '@/components/cashier/pay-page'
import { useFormat } from '@/components/format'
import { payStart } from '../api'
import { useHotelText } from '../components/labels'
import { useHotelOrder } from '../use-order'

function HotelPay() {
  const { t } = useHotelText()
  const f = useFormat()
  const hook = useHotelOrder()
  const o = hook.order
  const note = t(o?.PayKind === 'PayAtHotel' ? 'hotel:pay.noteAtHotel' : 'hotel:pay.note', {
    amount: f.money(o?.PriceDetail.AtHotelAmount ?? 0),
  })
  return (
    <PayPage product="Hotel" order={hook} pay={payStart} note={note}>
      {(order) => (
        <View className="pay__seg">
          <Text className="pay__seg-route">{order.Hotel.Name}</Text>
          <Text className="pay__seg-meta">{`${f.day(order.CheckIn)} – ${f.day(order.CheckOut)} · ${t('hotel:search.nights', { count: order.Nights })} · ${order.RoomName} × ${order.RoomCount}`}</Text>
          <Text className="pay__seg-meta">{t('hotel:pay.guests', { names: order.Guests.map((g) => g.Name).join('、') })}</Text>
        </View>
      )}
    </PayPage>
  )
}

export default observer(HotelPay)
