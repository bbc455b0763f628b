/**
 * A wrapping set of choices for the policy forms: one of them (radio) or several (checkbox), each
 * a full touch target. Long lists (seat classes, products) wrap instead of squeezing.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { Chip } from '@/components/ui/chip'
import './index.scss'
import '@/i18n/ns/travelPolicy'

export interface ChipOption<T extends string> {
  value: T
  label: string
}

export function Chips<T extends string>(p: { options: ChipOption<T>[]; value: T | T[]; onChange: (v: T) => void; label: string; testId?: string }) {
  const multi = Array.isArray(p.value)
  const on = (v: T) => (Array.isArray(p.value) ? p.value.includes(v) : p.value === v)
  return (
    <View className="tp-chips" role={multi ? 'group' : 'radiogroup'} aria-label={p.label} data-testid={p.testId}>
      {p.options.map((o) => (
        <Chip
          key={o.value}
          role={multi ? 'checkbox' : 'radio'}
          on={on(o.value)}
          data-value={o.value}
          onTap={(e) => {
            e.stopPropagation()
            p.onChange(o.value)
          }}
        >
          <Text>{o.label}</Text>
        </Chip>
      ))}
    </View>
  )
}

/** One filter over a policy list (product, kind): its label above its chips, one to choose. */
export function FilterChips<T extends string>(p: { label: string; options: ChipOption<T>[]; value: T; onChange: (v: T) => void; testId: string }) {
  return (
    <>
      <Text className="tp-filters__label">{p.label}</Text>
      <Chips {...p} />
    </>
  )
}

/** The product filter of a policy page: one chip per product, named as the policy pages name them. */
export function ProductChips<P extends string>(p: { products: readonly P[]; value: P; onChange: (v: P) => void; testId: string }) {
  const { t } = useTranslation()
  const options = p.products.map((x) => ({ value: x, label: t(`travelPolicy:product.${x}`) }))
  return <FilterChips label={t('travelPolicy:rc.product')} options={options} value={p.value} onChange={p.onChange} testId={p.testId} />
}
