/**
 * The kit's price breakdown (docs/kit.md): where the money goes — every line of a quote (what,
 * for whom, unit price × count) — then the total and the company's and the traveller's parts.
 * `PriceLines` for a page (order details), `PriceSheet` behind a total the user taps (booking).
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { Sheet } from '@/components/ui/sheet'
import { useFormat } from '@/components/format'
import './index.scss'
import '@/i18n/ns/kit'

/** One line of a quote, as the server words it: 'Fare' · 'Adult · Beijing-Shanghai', ¥820 × 1. */
export interface PriceLineView {
  Label: string
  Detail: string
  UnitPrice: number
  Count: number
}

/** Who pays what of the total, fen. */
export interface PriceSplit {
  total: number
  company: number
  personal: number
}

export function PriceLines({ lines, split }: { lines: readonly PriceLineView[]; split: PriceSplit }) {
  const { t } = useTranslation()
  const f = useFormat()
  return (
    <View className="price" data-testid="price-lines">
      {lines.map((l, i) => (
        <View key={i} className="price__line">
          <View className="price__what">
            <Text className="price__label">{l.Label}</Text>
            <Text className="price__detail">{l.Detail}</Text>
          </View>
          <Text className="price__amount">{`${f.money(l.UnitPrice)} × ${l.Count}`}</Text>
        </View>
      ))}
      <View className="price__line price__line--total">
        <Text className="price__label">{t('kit:price.total')}</Text>
        <Text className="price__amount">{f.money(split.total)}</Text>
      </View>
      <View className="price__line">
        <Text className="price__label">{t('kit:price.company')}</Text>
        <Text className="price__amount" data-testid="price-company">
          {f.money(split.company)}
        </Text>
      </View>
      <View className="price__line">
        <Text className="price__label">{t('kit:price.personal')}</Text>
        <Text className="price__amount price__amount--personal" data-testid="price-personal">
          {f.money(split.personal)}
        </Text>
      </View>
    </View>
  )
}

export default function PriceSheet(p: { open: boolean; onClose: () => void; lines: readonly PriceLineView[] | null; split: PriceSplit | null }) {
  const { t } = useTranslation()
  return (
    <Sheet open={p.open && !!p.lines && !!p.split} title={t('kit:price.title')} onClose={p.onClose} testId="price-sheet">
      {p.lines && p.split && <PriceLines lines={p.lines} split={p.split} />}
    </Sheet>
  )
}
