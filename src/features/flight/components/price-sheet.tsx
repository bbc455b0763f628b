/**
 * Where the money goes: every line of the quote (fare, airport tax, fuel surcharge, service fee,
 * insurance) per passenger type and route, then the company's and the traveller's parts.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { PriceDetail } from '@api/flight'
import type { MoneySplit } from '@/domain/booking'
import { Sheet } from '@/components/ui/sheet'
import { useFormat } from '@/components/format'
import '@/i18n/ns/flight'

export function PriceLines({ detail, split }: { detail: PriceDetail; split: MoneySplit }) {
  const { t } = useTranslation()
  const f = useFormat()
  return (
    <View className='price' data-testid='price-lines'>
      {detail.Lines.map((l, i) => (
        <View key={i} className='price__line'>
          <View className='price__what'>
            <Text className='price__label'>{l.Label}</Text>
            <Text className='price__detail'>{l.Detail}</Text>
          </View>
          <Text className='price__amount'>{`${f.money(l.UnitPrice)} × ${l.Count}`}</Text>
        </View>
      ))}
      <View className='price__line price__line--total'>
        <Text className='price__label'>{t('flight:price.total')}</Text>
        <Text className='price__amount'>{f.money(split.total)}</Text>
      </View>
      <View className='price__line'>
        <Text className='price__label'>{t('flight:price.company')}</Text>
        <Text className='price__amount' data-testid='price-company'>{f.money(split.company)}</Text>
      </View>
      <View className='price__line'>
        <Text className='price__label'>{t('flight:price.personal')}</Text>
        <Text className='price__amount price__amount--personal' data-testid='price-personal'>{f.money(split.personal)}</Text>
      </View>
    </View>
  )
}

export default function PriceSheet(p: { open: boolean; onClose: () => void; detail: PriceDetail | null; split: MoneySplit | null }) {
  const { t } = useTranslation()
  return (
    <Sheet open={p.open && !!p.detail && !!p.split} title={t('flight:price.title')} onClose={p.onClose} testId='price-sheet'>
      {p.detail && p.split && <PriceLines detail={p.detail} split={p.split} />}
    </Sheet>
  )
}
