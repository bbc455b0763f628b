/**
 * /business/diningInvoices — the platform's monthly invoices to the company for its dining
 * (docs/dining.md#the-monthly-invoice), the latest month first: the month, the number, the buyer
 * (title and tax ID), the meals and what the company paid. A month's is issued once it is over.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import Page from '@/components/page'
import { useFormat } from '@/components/format'
import { ErrorBlock, Skeletons, StateBlock } from '@/components/ui/states'
import { useLoadOnShow } from '@/components/use-load-on-show'
import { monthlyInvoices } from '../api'
import '../components/index.scss'
import '../texts'

function DiningInvoices() {
  const { t } = useTranslation()
  const f = useFormat()
  const list = useLoadOnShow(monthlyInvoices)
  const items = list.data?.Items
  return (
    <Page title="dining:invoices.title" testId="dining-invoices-page">
      <View className="dn-note">
        <Text>{t('dining:invoices.about')}</Text>
      </View>
      {!items && list.status === 'error' && <ErrorBlock onRetry={() => void list.reload()} />}
      {!items && list.status !== 'error' && <Skeletons count={2} />}
      {items && items.length === 0 && <StateBlock text={t('dining:invoices.empty')} testId="dining-invoices-empty" />}
      {items?.map((i) => (
        <View key={i.InvoiceNo} className="dn-card" data-testid="dining-invoice" data-month={i.Month}>
          <View className="dn-card__head">
            <Text className="dn-card__name">{t('dining:invoices.month', { month: i.Month })}</Text>
            <Text className="dn-card__name">{f.money(i.Amount)}</Text>
          </View>
          <Text className="dn-card__line">{t('dining:invoices.number', { no: i.InvoiceNo })}</Text>
          <Text className="dn-card__line">{[i.Title, i.TaxNo].filter(Boolean).join(' · ')}</Text>
          <Text className="dn-card__meta">{t('dining:invoices.meta', { n: i.Meals, at: i.IssuedAt })}</Text>
        </View>
      ))}
    </Page>
  )
}

export default observer(DiningInvoices)
