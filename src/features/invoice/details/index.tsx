/**
 * /personal/invoice/details?invoiceNo= — one invoice: its state (invoicing, issued), amount, the
 * header as it was requested, where it goes (e-mail or address), the fiscal number once issued or
 * the courier's number once posted, and the PDF of an issued electronic invoice to view or save.
 * While it is being issued the page asks again every 15 seconds.
 */
import { useEffect } from 'react'
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { InvoiceDetail } from '@api/invoice'
import Page from '@/components/page'
import { ActionBar } from '@/components/ui/action-bar'
import { MainButton } from '@/components/ui/button'
import { Fact, type FactProps, Section } from '@/components/ui/list'
import { ErrorBlock, Skeletons } from '@/components/ui/states'
import { StatusHeader } from '@/components/ui/status-header'
import { useFormat } from '@/components/format'
import { useLoadOnShow } from '@/components/use-load-on-show'
import { decodeParam } from '@/core/route-params'
import { openFile, saveFile } from '@/platform/files'
import { invoiceDetails, invoicePdf } from '../api'
import { addressLine } from '../components/address-line'
import '../components/index.scss'
import '@/i18n/ns/invoice'

const POLL_MS = 15_000

const Line = (p: FactProps) => <Fact block="inv-line" {...p} />

function InvoiceDetails() {
  const { t } = useTranslation()
  const f = useFormat()
  const invoiceNo = decodeParam(useRouter().params.invoiceNo)
  const inv = useLoadOnShow<InvoiceDetail>(() => invoiceDetails(invoiceNo))
  const d = inv.data
  const waiting = d?.State === 'Invoicing'
  useEffect(() => {
    if (!waiting) return
    const id = setInterval(() => void inv.reload(), POLL_MS)
    return () => clearInterval(id)
  }, [waiting])

  const pdf = async (how: 'open' | 'save') => {
    try {
      const file = await invoicePdf(invoiceNo)
      await (how === 'open' ? openFile : saveFile)(file.FileName, file.Base64, file.ContentType)
    } catch {
      // The server's refusal was shown.
    }
  }

  return (
    <Page title="invoice:details.title" testId="invoice-details-page">
      {!d && inv.status === 'error' && <ErrorBlock onRetry={() => void inv.reload()} />}
      {!d && inv.status !== 'error' && <Skeletons count={3} tall />}
      {d && (
        <>
          <StatusHeader
            tone={d.State === 'Issued' ? 'pass' : 'wait'}
            status={d.State}
            title={d.StateName}
            hint={t(`invoice:details.hint.${d.State}.${d.Medium}`, { email: d.Email })}
            meta={[t('invoice:details.amount', { amount: f.cny(d.Amount) })]}
            testId="invoice-status"
          />
          <Section title={t('invoice:details.invoice')}>
            <View className="inv-lines">
              <Line label={t('invoice:details.invoiceNo')} value={d.InvoiceNo} />
              <Line label={t('invoice:details.order')} value={`${t(`invoice:product.${d.Product}`, { defaultValue: d.Product })} · ${d.OrderNo}`} />
              <Line label={t('invoice:apply.medium')} value={t(`invoice:medium.${d.Medium}`)} />
              <Line label={t('invoice:details.fiscalNo')} value={d.FiscalNo} testId="invoice-fiscal-no" />
              <Line label={t('invoice:details.trackingNo')} value={d.TrackingNo} />
              <Line label={t('invoice:details.requestedAt')} value={f.stamp(d.RequestedAt)} />
              <Line label={t('invoice:details.issuedAt')} value={d.IssuedAt ? f.stamp(d.IssuedAt) : ''} />
            </View>
          </Section>
          <Section title={t('invoice:apply.header')}>
            <View className="inv-lines">
              <Line label={t('invoice:headers.kind')} value={t(`invoice:kind.${d.Header.Kind}`)} />
              <Line label={t('invoice:headers.titleLabel')} value={d.Header.Title} />
              <Line label={t('invoice:headers.taxId')} value={d.Header.TaxId} />
              <Line label={t('invoice:headers.address')} value={d.Header.Address} />
              <Line label={t('invoice:headers.phone')} value={d.Header.Phone} />
              <Line label={t('invoice:headers.bank')} value={[d.Header.BankName, d.Header.BankAccount].filter(Boolean).join(' ')} />
            </View>
          </Section>
          <Section title={t('invoice:details.delivery')}>
            <View className="inv-lines">
              <Line label={t('invoice:apply.email')} value={d.Email} />
              {d.Address && <Line label={t('invoice:apply.address')} value={`${d.Address.Name} ${d.Address.Mobile} ${addressLine(d.Address)}`} />}
            </View>
          </Section>
          {d.HasPdf && (
            <ActionBar testId="invoice-actions">
              <MainButton kind="ghost" text={t('invoice:details.save')} onClick={() => void pdf('save')} testId="invoice-pdf-save" />
              <MainButton text={t('invoice:details.view')} onClick={() => void pdf('open')} testId="invoice-pdf-view" />
            </ActionBar>
          )}
        </>
      )}
    </Page>
  )
}

export default observer(InvoiceDetails)
