/** Star levels and nightly price bands (docs/constants.md), as chips. */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { PRICE_BANDS, STAR_LEVELS } from '@api/hotel-values'
import { MainButton } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import { priceBands } from '@/domain/hotel-stay'
import { money } from '@/components/format'
import { Chip } from '@/components/ui/chip'
import { useHotelText } from './labels'

export const BANDS = priceBands(PRICE_BANDS)

export function bandText(t: (k: string, o?: Record<string, unknown>) => string, i: number): string {
  const b = BANDS[i]
  if (!b) return ''
  if (b.min === 0) return t('hotel:price.below', { price: money(b.max) })
  return b.max === null ? t('hotel:price.above', { price: money(b.min) }) : `${money(b.min)}–${money(b.max)}`
}

export default function StarPriceSheet(p: {
  open: boolean
  stars: number[]
  band: number | null
  onDone: (stars: number[], band: number | null) => void
  onClose: () => void
}) {
  const { t } = useHotelText()
  const [stars, setStars] = useState(p.stars)
  const [band, setBand] = useState(p.band)
  useEffect(() => {
    if (p.open) {
      setStars(p.stars)
      setBand(p.band)
    }
  }, [p.open]) // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Sheet
      open={p.open}
      title={t('hotel:price.title')}
      onClose={p.onClose}
      testId="star-price-sheet"
      footer={
        <View className="hotel-sheet-foot">
          <MainButton
            kind="ghost"
            text={t('hotel:filter.reset')}
            onClick={() => {
              setStars([])
              setBand(null)
            }}
          />
          <MainButton text={t('hotel:filter.apply')} onClick={() => p.onDone(stars, band)} testId="star-price-done" />
        </View>
      }
    >
      <View className="hotel-sheet">
        <Text className="hotel-sheet__caption">{t('hotel:price.priceTitle')}</Text>
        <View className="hotel-chips">
          {BANDS.map((_, i) => (
            <Chip key={i} role="radio" on={band === i} testId={`band-${i}`} onTap={() => setBand(band === i ? null : i)}>
              <Text>{bandText(t, i)}</Text>
            </Chip>
          ))}
        </View>
        <Text className="hotel-sheet__caption">{t('hotel:price.starTitle')}</Text>
        <View className="hotel-chips">
          {STAR_LEVELS.map((s) => (
            <Chip
              key={s}
              role="checkbox"
              on={stars.includes(s)}
              testId={`star-${s}`}
              onTap={() => setStars(stars.includes(s) ? stars.filter((x) => x !== s) : [...stars, s].sort())}
            >
              <Text>{t(`hotel:star.${s}`)}</Text>
            </Chip>
          ))}
        </View>
      </View>
    </Sheet>
  )
}
