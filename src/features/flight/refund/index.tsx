/**
 * /planeTicket/refund?orderNo= — refunding tickets: choose the travellers, see the fee of each
 * ticket by the fare's rule window and what comes back (to the company and to the traveller),
 * give a reason as the refund settings ask, confirm. The amount confirmed is the one previewed:
 * if the order moved on meanwhile (316), the preview is taken again instead.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import { useRefund } from '@/components/after-sale'
import Page from '@/components/page'
import { ActionBar } from '@/components/ui/action-bar'
import { Blocking, MainButton } from '@/components/ui/button'
import { useFormat } from '@/components/format'
import { useLoadable } from '@/components/use-loadable'
import { replace } from '@/core/navigate'
import { useStores } from '@/stores'
import AfterSaleStates from '../components/after-sale-states'
import { activePassengerIds, reasonIssue } from '../components/after-sale'
import { PassengerChecks, ReasonCard } from '../components/after-sale-parts'
import { applyRefund, refundFee } from '../order-api'
import { useFlightOrder } from '../use-order'
import '../components/order.scss'
import './index.scss'
import '@/i18n/ns/booking'
import '@/features/flight/texts'

function FlightRefund() {
  const { t } = useTranslation()
  const f = useFormat()
  const { ui } = useStores()
  const [chosen, setChosen] = useState<number[]>([])
  const { orderNo, order, status, load } = useFlightOrder({
    reloadOnShow: false,
    onLoad: (o) => setChosen(activePassengerIds(o)),
  })
  // The preview of the travellers chosen now; nothing to preview while no one is chosen.
  const quote = useLoadable(() => refundFee(orderNo, chosen))
  const [tried, setTried] = useState(false)
  useEffect(() => {
    if (order && chosen.length) void quote.reload()
  }, [order, chosen.join()])

  const idle = chosen.length === 0
  const ready = !idle && quote.status === 'ready' ? quote.data : null
  const rule = quote.data?.Reason ?? { IsDisplay: false, IsRequired: false, IsDisplayOtherItem: false }
  const { busy, reason, reasonText, openReason, sheet, confirmRefund } = useRefund({
    prefix: 'rf',
    product: 'Flight',
    ns: 'flight',
    allowOther: rule.IsDisplayOtherItem,
  })
  const issue = reasonIssue(rule, reason)
  const submit = async () => {
    setTried(true)
    const q = ready
    if (!order || !q || chosen.length === 0) return
    if (issue) return ui.toast(t(issue.key, issue.params))
    await confirmRefund(
      { fee: q.RefundFee, amount: q.RefundAmount },
      {
        run: async (requestId) => {
          const r = await applyRefund({
            ClientRequestId: requestId,
            OrderNo: order.OrderNo,
            PassengerIds: chosen,
            ReasonCodeId: reason?.codeId ?? null,
            ReasonText: reason?.text.trim() || undefined,
            RefundAmount: q.RefundAmount,
          })
          ui.toast(t(r.Status === 'PendingApproval' ? 'flight:refund.submittedForApproval' : 'flight:refund.submitted'))
          void replace('flightOrderDetails', { orderNo: order.OrderNo })
        },
        onMoved: () => {
          ui.toast(t('errors:orderStatusChanged'))
          void load()
        },
      },
    )
  }

  const selectable = order ? activePassengerIds(order) : []
  const q = ready
  return (
    <Page title="flight:refund.title" className="refund-page" testId="refund-page">
      <AfterSaleStates kind="refund" orderNo={orderNo} order={order} status={status} selectable={selectable.length} onRetry={() => void load()} />
      {order && selectable.length > 0 && (
        <View className="as">
          <PassengerChecks title={t('flight:refund.who')} order={order} selectable={selectable} chosen={chosen} onChange={setChosen} kinds testId="refund-pax">
            {tried && chosen.length === 0 && <Text className="as-error">{t('flight:refund.chooseWho')}</Text>}
          </PassengerChecks>
          <View className="as-card" data-testid="refund-quote">
            <Text className="as-card__title">{t('flight:refund.fees')}</Text>
            {!idle && quote.status === 'loading' && <Text className="as-muted">{t('flight:refund.calculating')}</Text>}
            {!idle && quote.status === 'error' && (
              <View className="as-muted" role="button" onClick={() => void quote.reload()}>
                <Text>{t('flight:booking.priceFailed')}</Text>
              </View>
            )}
            {idle && <Text className="as-muted">{t('flight:refund.chooseWho')}</Text>}
            {q &&
              quote.status === 'ready' &&
              q.Tickets.map((k) => (
                <View key={k.TicketId} className="as-ticket">
                  <Text className="as-ticket__head">{`${k.PassengerName} · ${k.FlightNo}`}</Text>
                  <Text className="as-muted">
                    {t('flight:refund.ticketLine', {
                      rule: k.RuleLabel,
                      percent: k.FeePercent,
                      fare: f.money(k.Fare),
                      taxes: f.money(k.Taxes),
                    })}
                  </Text>
                  <Text className="as-muted">{t('flight:refund.amounts', { fee: f.money(k.RefundFee), amount: f.money(k.RefundAmount) })}</Text>
                </View>
              ))}
            {q && quote.status === 'ready' && (
              <View className="as-total">
                <View className="as-total__line">
                  <Text>{t('flight:refund.totalFee')}</Text>
                  <Text data-testid="refund-fee">{f.money(q.RefundFee)}</Text>
                </View>
                <View className="as-total__line as-total__line--big">
                  <Text>{t('flight:refund.totalBack')}</Text>
                  <Text data-testid="refund-amount">{f.money(q.RefundAmount)}</Text>
                </View>
                <Text className="as-muted">
                  {t('flight:refund.splitLine', {
                    company: f.money(q.CompanyRefund),
                    personal: f.money(q.PersonalRefund),
                  })}
                </Text>
                {q.NeedVetting && <Text className="as-warn">{t('flight:refund.needVetting')}</Text>}
              </View>
            )}
          </View>
          {rule.IsDisplay && (
            <ReasonCard
              title={t('flight:refund.reason')}
              required={rule.IsRequired}
              chosen={!!reason}
              text={reason ? reasonText || t('flight:reason.chosen') : t('flight:reason.choose')}
              problem={issue}
              tried={tried}
              testId="refund-reason"
              onOpen={openReason}
            />
          )}
          <Text className="as-note">{t('flight:refund.note')}</Text>
          <ActionBar>
            <MainButton text={t('flight:refund.submit')} onClick={() => void submit()} disabled={!ready} busy={busy} testId="refund-submit" />
          </ActionBar>
        </View>
      )}
      {sheet}
      <Blocking show={busy} text={t('flight:refund.submitting')} />
    </Page>
  )
}

export default observer(FlightRefund)
