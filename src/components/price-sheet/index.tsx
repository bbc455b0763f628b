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

/** A line of the split under the quote's lines: the total, the company's part, the traveller's. */
function SplitLine(p: { label: string; amount: string; total?: boolean; personal?: boolean; testId?: string }) {
  return (
    <View className={p.total ? 'price__line price__line--total' : 'price__line'}>
      <Text className="price__label">{p.label}</Text>
      <Text className={p.personal ? 'price__amount price__amount--personal' : 'price__amount'} data-testid={p.testId}>
        {p.amount}
      </Text>
    </View>
  )
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
      <SplitLine label={t('kit:price.total')} amount={f.money(split.total)} total />
      <SplitLine label={t('kit:price.company')} amount={f.money(split.company)} testId="price-company" />
      <SplitLine label={t('kit:price.personal')} amount={f.money(split.personal)} personal testId="price-personal" />
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
