/**
 * /personal/invoice/list — the personal parts of my paid orders by invoice state: not issued (with
 * "request an invoice"), invoicing and issued (to their details and PDF); invoice headers and
 * shipping addresses one tap away. Kept alive: the tab and the scroll stay when a request or a
 * details page returns here.
 */
import { useEffect, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { InvoiceListItem } from '@api/invoice'
import type { InvoiceState } from '@api/invoice-values'
import Page from '@/components/page'
import { PagedList } from '@/components/pull-list/paged-list'
import { MainButton } from '@/components/ui/button'
import { Segmented } from '@/components/ui/form'
import { StateBlock } from '@/components/ui/states'
import { useFormat } from '@/components/format'
import { usePaged } from '@/components/use-paged'
import { go } from '@/core/navigate'
import { useStores } from '@/stores'
import { invoiceList } from '../api'
import ApplySheet from '../components/apply-sheet'
import '../components/index.scss'
import '@/i18n/ns/invoice'

/** The tabs, in the order an invoice moves (types/api/invoice-values INVOICE_STATES, not imported as a value to keep the page light). */
const TABS: readonly InvoiceState[] = ['NotIssued', 'Invoicing', 'Issued']

function InvoiceList() {
  const { t } = useTranslation()
  const f = useFormat()
  const { session } = useStores()
  const [tab, setTab] = useState<InvoiceState>('NotIssued')
  const [applying, setApplying] = useState<InvoiceListItem | null>(null)
  const paged = usePaged((page) => invoiceList(tab, page).then((r) => ({ items: r.Items, total: r.Total })))
  const reload = () => void paged.refresh().catch(() => undefined)
  useEffect(reload, [tab])
  useDidShow(() => {
    if (session.signedIn && paged.state.items !== null) reload()
  })
  return (
    <Page title="invoice:list.title" testId="invoice-list-page">
      <View className="inv-links">
        <View className="inv-link" role="link" data-testid="invoice-headers-link" onClick={() => void go('invoiceHeaders')}>
          <Text>{t('invoice:headers.title')}</Text>
        </View>
        <View className="inv-link" role="link" data-testid="invoice-addresses-link" onClick={() => void go('invoiceAddresses')}>
          <Text>{t('invoice:addresses.title')}</Text>
        </View>
      </View>
      <View className="inv-tabs">
        <Segmented options={TABS.map((s) => ({ value: s, label: t(`invoice:state.${s}`) }))} value={tab} onChange={setTab} testId="invoice-tab" />
      </View>
      <PagedList paged={paged} empty={<StateBlock text={t(`invoice:list.empty.${tab}`)} testId="invoice-empty" />} skeletons={3}>
        {(items) =>
          items.map((it) => (
            <View
              key={it.OrderNo}
              className="inv-card"
              data-testid="invoice-item"
              data-order={it.OrderNo}
              data-state={it.State}
              role={it.InvoiceNo ? 'link' : undefined}
              onClick={() => it.InvoiceNo && void go('invoiceDetails', { invoiceNo: it.InvoiceNo })}
            >
              <View className="inv-card__head">
                <Text className="inv-card__product">{t(`invoice:product.${it.Product}`, { defaultValue: it.Product })}</Text>
                <Text className={`inv-card__state inv-card__state--${it.State}`}>{it.StateName}</Text>
              </View>
              <Text className="inv-card__title">{it.Title}</Text>
              <View className="inv-card__foot">
                <Text className="inv-card__meta">{t('invoice:list.paidAt', { order: it.OrderNo, at: f.stamp(it.PaidAt) })}</Text>
                <Text className="inv-card__amount">{f.cny(it.Amount)}</Text>
              </View>
              {it.State === 'NotIssued' && (
                <View className="inv-card__actions">
                  <MainButton kind="ghost" text={t('invoice:list.apply')} onClick={() => setApplying(it)} testId="invoice-apply" />
                </View>
              )}
            </View>
          ))
        }
      </PagedList>
      {applying && (
        <ApplySheet
          item={applying}
          onClose={() => setApplying(null)}
          onDone={(d) => {
            setApplying(null)
            reload()
            void go('invoiceDetails', { invoiceNo: d.InvoiceNo })
          }}
        />
      )}
    </Page>
  )
}

export default observer(InvoiceList)
