/**
 * One hotel of the result list (docs/ux.md result rows): photo, name, stars and score, area and
 * distance, what the plans allow (free cancellation, pay kinds), the lowest nightly price with
 * the policy tag, the cap the company pays up to, and the carbon of a room-night in the city's
 * country (`nightGrams`, docs/carbon.md). Fixed height for the virtual list.
 */
import { memo } from 'react'
import { Image, Text, View } from '@tarojs/components'
import type { HotelRow } from '@api/hotel'
import { PolicyTag } from '@/components/ui/tag'
import { Co2Label } from '@/components/ui/co2-label'
import { money } from '@/components/format'
import { localMoney, nightly, stars, useHotelText } from './labels'

export const HOTEL_ROW_HEIGHT = 248

function HotelRowCard({ row, nightGrams, onPress }: { row: HotelRow; nightGrams?: number; onPress: (row: HotelRow) => void }) {
  const { t } = useHotelText()
  const soldOut = row.LowestPrice === null
  return (
    <View
      className={`hotel-row ${soldOut ? 'hotel-row--dim' : ''}`}
      role="button"
      data-testid="hotel-row"
      data-hotel={row.HotelId}
      onClick={() => onPress(row)}
    >
      <Image className="hotel-row__photo" src={row.Photo} mode="aspectFill" lazyLoad aria-hidden="true" />
      <View className="hotel-row__main">
        <View className="hotel-row__name" data-testid="hotel-row-name">
          <Text>{row.Name}</Text>
        </View>
        <View className="hotel-row__line">
          <Text className="hotel-stars" aria-label={t('hotel:star.label', { count: row.Star })}>
            {stars(row.Star)}
          </Text>
          <Text className="hotel-row__score">{row.Score.toFixed(1)}</Text>
          <Text className="hotel-row__reviews">{t('hotel:list.reviews', { count: row.Reviews })}</Text>
        </View>
        <View className="hotel-row__area">
          <Text className="hotel-row__area-name">{`${row.AreaName} · `}</Text>
          <Text className="hotel-row__distance">{t('hotel:list.distance', { km: row.DistanceKm.toFixed(1) })}</Text>
        </View>
        <View className="hotel-row__badges">
          {/* One badge fits a phone row in every language: free cancellation first, else paying at the hotel. */}
          {row.FreeCancel ? (
            <Text className="hotel-badge hotel-badge--free">{t('hotel:cancel.freeShort')}</Text>
          ) : (
            row.PayKinds.includes('PayAtHotel') && <Text className="hotel-badge hotel-badge--pay">{t('hotel:payKind.PayAtHotel')}</Text>
          )}
          <Co2Label grams={nightGrams} />
        </View>
      </View>
      <View className="hotel-row__side">
        {soldOut ? (
          <Text className="hotel-row__soldout">{t('hotel:list.soldOut')}</Text>
        ) : (
          <>
            <Text className="hotel-row__price" data-testid="hotel-price">
              {nightly(row.LowestPrice)}
            </Text>
            <Text className="hotel-row__from">{t('hotel:list.from')}</Text>
            {row.Currency !== 'CNY' && <Text className="hotel-row__local">{localMoney(row.LowestLocalPrice, row.Currency)}</Text>}
            <PolicyTag inPolicy={row.Policy.InPolicy} testId="hotel-policy" />
            {row.Policy.PriceToBeat !== null && <Text className="hotel-row__cap">{t('hotel:list.cap', { price: money(row.Policy.PriceToBeat) })}</Text>}
          </>
        )}
      </View>
    </View>
  )
}

export default memo(HotelRowCard)
