/**
 * /dining/order?orderNo= — the receipt of a meal: restaurant, meal and time, guests, the dishes,
 * the bill and who paid what, the reason for going over, the platform's monthly invoice that covers
 * the company's part, what happened; my part to pay while it waits (the reason first).
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import Page from '@/components/page'
import { MainButton } from '@/components/ui/button'
import { ListRow, Section } from '@/components/ui/list'
import { ErrorBlock, Skeletons, SnapshotNote } from '@/components/ui/states'
import { StatusHeader } from '@/components/ui/status-header'
import Timeline from '@/components/ui/timeline'
import { useFormat } from '@/components/format'
import { useOrder } from '@/components/use-order'
import { go } from '@/core/navigate'
import { orderTone } from '@/domain/status-tone'
import { orderDetail } from '../api'
import '../components/index.scss'
import '../texts'

function DiningOrder() {
  const { t } = useTranslation()
  const f = useFormat()
  const hook = useOrder(orderDetail)
  const o = hook.order
  return (
    <Page title="dining:order.title" testId="dining-order-page">
      <SnapshotNote at={hook.staleAt} />
      {!o && hook.status === 'error' && <ErrorBlock onRetry={() => void hook.load()} />}
      {!o && hook.status !== 'error' && <Skeletons count={2} tall />}
      {o && (
        <>
          <StatusHeader tone={orderTone(o.Status)} title={o.StatusName} status={o.Status} meta={[o.OrderNo]} testId="dining-order-status" />
          <Section title={o.RestaurantName} testId="dining-receipt">
            <ListRow label={t('dining:order.meal')} value={t(`dining:meal.${o.Meal}`)} />
            <ListRow label={t('dining:order.eatenAt')} value={o.EatenAt} />
            {o.Guests > 0 && <ListRow label={t('dining:order.guests')} value={String(o.Guests)} />}
          </Section>
          <Section title={t('dining:order.dishes')}>
            {o.Dishes.map((d, i) => (
              <ListRow key={i} label={t('dining:order.dish', { name: d.Name, count: d.Count })} value={f.money(d.Price * d.Count)} />
            ))}
            <ListRow label={t('dining:order.total')} value={f.money(o.Total)} testId="dining-total" />
            <ListRow label={t('dining:order.company')} value={f.money(o.CompanyAmount)} testId="dining-company" />
            <ListRow label={t('dining:order.personal')} value={f.money(o.PersonalAmount)} testId="dining-personal" />
            {o.PaidPersonal < o.PersonalAmount && (
              <ListRow label={t('dining:order.due')} value={f.money(o.PersonalAmount - o.PaidPersonal)} testId="dining-due" />
            )}
            {o.Reason && <ListRow label={t('dining:order.reason')} value={o.Reason} testId="dining-reason-given" />}
            {o.MonthlyInvoice && (
              <ListRow
                label={t('dining:order.invoice')}
                value={
                  o.MonthlyInvoice.InvoiceNo
                    ? t('dining:order.invoiceIssued', { month: o.MonthlyInvoice.Month, no: o.MonthlyInvoice.InvoiceNo })
                    : t('dining:order.invoiceOpen', { month: o.MonthlyInvoice.Month })
                }
                testId="dining-monthly-invoice"
              />
            )}
          </Section>
          {o.MonthlyInvoice && (
            <View className="dn-note">
              <Text>{t('dining:order.invoiceNote')}</Text>
            </View>
          )}
          {o.CanPay && (
            <View className="dn-actions">
              <MainButton text={t('dining:order.pay')} onClick={() => void go('diningPay', { orderNo: o.OrderNo })} testId="dining-order-pay" />
            </View>
          )}
          <Section title={t('dining:order.timeline')}>
            <Timeline entries={o.Timeline} />
          </Section>
          {o.NeedReason && <Text className="dn-note">{t('dining:code.reasonNeeded')}</Text>}
        </>
      )}
    </Page>
  )
}

export default observer(DiningOrder)
