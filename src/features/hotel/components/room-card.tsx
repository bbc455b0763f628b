/**
 * A room type with its rate plans (docs/ux.md choice with rules): bed, size, occupancy, window;
 * each plan with breakfast, the cancellation rule in words, how it is paid, the average nightly
 * price, the policy tag, and book / sold out / over standard.
 */
import { useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import type { RatePlan, RoomType } from '@api/hotel'
import { PolicyTag } from '@/components/ui/tag'
import { localMoney, nightly, planTitle, useHotelText, verdictDetail } from './labels'

export default function RoomCard({ room, rooms, onBook }: { room: RoomType; rooms: number; onBook: (plan: RatePlan) => void }) {
  const { t } = useHotelText()
  const [open, setOpen] = useState(true)
  const cheapest = room.Plans.filter((p) => p.Remaining > 0).sort((a, b) => a.AvgPrice - b.AvgPrice)[0]
  const facts = [
    t('hotel:room.area', { area: room.Area }),
    room.BedType,
    t('hotel:room.sleeps', { count: room.MaxOccupancy }),
    t(room.Window ? 'hotel:room.window' : 'hotel:room.noWindow'),
    t(room.Smoking ? 'hotel:room.smoking' : 'hotel:room.noSmoking'),
  ]
  return (
    <View className="room-card" data-testid="room-card" data-room={room.RoomCode}>
      <View className="room-card__head" role="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        <Image className="room-card__photo" src={room.Photo} mode="aspectFill" aria-hidden="true" />
        <View className="room-card__text">
          <Text className="room-card__name">{room.Name}</Text>
          <Text className="room-card__facts">{facts.join(' · ')}</Text>
        </View>
        <View className="room-card__from">
          {cheapest ? (
            <Text className="room-card__price">{nightly(cheapest.AvgPrice)}</Text>
          ) : (
            <Text className="room-card__soldout">{t('hotel:list.soldOut')}</Text>
          )}
          <Text className="room-card__chevron">{open ? '︿' : '﹀'}</Text>
        </View>
      </View>
      {open &&
        room.Plans.map((p) => {
          const short = p.Remaining < rooms
          const cancel = p.Cancel.Kind === 'Free' ? 'free' : p.Cancel.Kind === 'Penalty' ? 'pay' : 'strict'
          return (
            <View
              key={p.PlanCode}
              className="rate-plan"
              data-testid="rate-plan"
              data-plan={p.PlanCode}
              data-pay={p.PayKind}
              data-cancel={p.Cancel.Kind}
              data-left={p.Remaining}
              data-policy={p.Policy.InPolicy ? 'in' : 'out'}
            >
              <View className="rate-plan__text">
                <Text className="rate-plan__name">{planTitle(p)}</Text>
                <Text className={`hotel-badge hotel-badge--${cancel}`}>{p.Cancel.Text}</Text>
                <View className="rate-plan__tags">
                  <Text className="hotel-badge hotel-badge--pay">{t(`hotel:payKind.${p.PayKind}`)}</Text>
                  {p.NeedsGuarantee && <Text className="hotel-badge hotel-badge--strict">{t('hotel:room.guarantee')}</Text>}
                  {p.Remaining > 0 && p.Remaining <= 3 && <Text className="rate-plan__left">{t('hotel:room.left', { count: p.Remaining })}</Text>}
                </View>
                {!p.Policy.InPolicy && <Text className="rate-plan__why">{verdictDetail(t, p.Policy)}</Text>}
              </View>
              <View className="rate-plan__side">
                <Text className="rate-plan__price">{nightly(p.AvgPrice)}</Text>
                <Text className="rate-plan__per">{p.Currency !== 'CNY' ? localMoney(p.AvgLocalPrice, p.Currency) : t('hotel:room.perNight')}</Text>
                <PolicyTag inPolicy={p.Policy.InPolicy} />
                <View
                  className={`rate-plan__book ${short ? 'rate-plan__book--off' : p.Policy.InPolicy ? '' : 'rate-plan__book--over'}`}
                  role="button"
                  aria-disabled={short}
                  data-testid="book-plan"
                  onClick={() => !short && onBook(p)}
                >
                  <Text>{short ? t('hotel:list.soldOut') : p.Policy.InPolicy ? t('hotel:room.book') : t('hotel:room.bookOver')}</Text>
                </View>
              </View>
            </View>
          )
        })}
    </View>
  )
}
