/**
 * A ledger's records, newest first (docs/money.md): by month (this one and back) and product,
 * paged as they scroll; each with what it was, when, its order, the signed amount and the
 * balance after it. Amounts are money (fen, shown in the chosen currency) or counts (beans, points).
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { MoneyProduct, MoneyRecordsRes } from '@api/money'
import { PagedList } from '@/components/pull-list/paged-list'
import { Segmented } from '@/components/ui/form'
import { StateBlock } from '@/components/ui/states'
import { usePaged } from '@/components/use-paged'
import { useFormat } from '@/components/format'
import { clock } from '@/core/clock'
import { DECLARED } from '@/products'
import type { RecordsFilter } from '../api'
import './index.scss'
import '@/i18n/ns/money'

/** The products records are filtered by: each that declares it (src/products.ts), then the points mall. */
const PRODUCTS: readonly MoneyProduct[] = [...DECLARED.flatMap((p) => (p.listed?.walletRecords ? [p.listed.walletRecords as MoneyProduct] : [])), 'Mall']

/** 'yyyy-MM' n months before `month`. */
export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number)
  const i = y * 12 + (m - 1) - n
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`
}

function Records(p: {
  load: (f: RecordsFilter, page: number) => Promise<MoneyRecordsRes>
  unit: 'money' | 'beans' | 'points'
  reloadKey?: number
  testId: string
}) {
  const { t } = useTranslation()
  const f = useFormat()
  const thisMonth = clock.today().slice(0, 7)
  const [month, setMonth] = useState(thisMonth)
  const [product, setProduct] = useState<'' | MoneyProduct>('')
  const paged = usePaged((page) => p.load({ Month: month, ...(product ? { Product: product } : {}) }, page).then((r) => ({ items: r.Items, total: r.Total })))
  const reload = () => void paged.refresh().catch(() => undefined)
  useEffect(reload, [month, product, p.reloadKey])

  const amount = (n: number) => (p.unit === 'money' ? f.money(n) : t(`money:${p.unit === 'beans' ? 'beans' : 'mall'}.count`, { count: n }))
  return (
    <View className="money-records" data-testid={p.testId}>
      <View className="money-records__month">
        <View
          className="money-records__step"
          role="button"
          aria-label={t('money:records.prevMonth')}
          data-testid="month-prev"
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          <Text>‹</Text>
        </View>
        <Text className="money-records__month-text" data-testid="month">
          {t('money:records.month', { year: month.slice(0, 4), month: Number(month.slice(5)) })}
        </Text>
        <View
          className={`money-records__step ${month >= thisMonth ? 'money-records__step--off' : ''}`}
          role="button"
          aria-disabled={month >= thisMonth}
          aria-label={t('money:records.nextMonth')}
          data-testid="month-next"
          onClick={() => month < thisMonth && setMonth(shiftMonth(month, -1))}
        >
          <Text>›</Text>
        </View>
      </View>
      <Segmented
        options={[{ value: '' as const, label: t('money:records.all') }, ...PRODUCTS.map((x) => ({ value: x, label: t(`money:product.${x}`) }))]}
        value={product}
        onChange={(v) => setProduct(v)}
        testId="records-product"
      />
      <PagedList paged={paged} empty={<StateBlock text={t('money:records.empty')} testId="records-empty" />} skeletons={3}>
        {(items) =>
          items.map((r) => (
            <View key={r.Id} className="money-record" data-testid="record" data-kind={r.Kind}>
              <View className="money-record__main">
                <Text className="money-record__kind">{r.KindName}</Text>
                <Text className="money-record__meta">
                  {[f.stamp(r.Time), r.Product ? t(`money:product.${r.Product}`, { defaultValue: r.Product }) : '', r.OrderNo].filter(Boolean).join(' · ')}
                </Text>
              </View>
              <View className="money-record__side">
                <Text
                  className={`money-record__amount ${r.Amount >= 0 ? 'money-record__amount--in' : ''}`}
                >{`${r.Amount >= 0 ? '+' : ''}${amount(r.Amount)}`}</Text>
                <Text className="money-record__meta">{t('money:records.balance', { amount: amount(r.BalanceAfter) })}</Text>
              </View>
            </View>
          ))
        }
      </PagedList>
    </View>
  )
}

export default observer(Records)
