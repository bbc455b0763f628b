/**
 * /intlPlaneTicket/refundDetails?orderNo= — refunding issued tickets before the first flight: the
 * travellers to refund, the fee quote by each leg's fare family (what comes back, to the company
 * and to the traveller), then the refund at the quoted fee; a moved fee is quoted again.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { IntlRefundQuoteRes } from '@api/intlflight'
import { useRefund } from '@/components/after-sale'
import Page from '@/components/page'
import { ActionBar } from '@/components/ui/action-bar'
import { MainButton } from '@/components/ui/button'
import { LoadStates } from '@/components/ui/states'
import { useFormat } from '@/components/format'
import { replace } from '@/core/navigate'
import { useStores } from '@/stores'
import { refund, refundQuote } from '../api'
import { refundRuleText, useIntlText } from '../components/labels'
import { useIntlOrder } from '../use-order'
import '../components/index.scss'
import './index.scss'

function IntlRefund() {
  const { t } = useIntlText()
  const f = useFormat()
  const { ui } = useStores()
  const [ids, setIds] = useState<number[]>([])
  const { orderNo, order, status, load } = useIntlOrder({
    reloadOnShow: false,
    onLoad: (o) => setIds(o.Tickets.filter((x) => x.Status === 'Issued').map((x) => x.TicketId)),
  })
  const [q, setQ] = useState<IntlRefundQuoteRes | null>(null)
  const { busy, reason, reasonText, openReason, sheet, confirmRefund } = useRefund({ prefix: 'ir', product: 'Flight', ns: 'intlFlight', allowOther: true })

  const key = ids.join(',')
  const ask = () => {
    setQ(null)
    if (ids.length) refundQuote(orderNo, ids).then(setQ, () => undefined)
  }
  useEffect(() => {
    if (order) ask()
  }, [key, order?.OrderNo])

  const confirm = async () => {
    if (!q) return
    // A refund cannot be undone: the same question as the domestic refund, with the quoted amounts.
    await confirmRefund(
      { fee: q.Fee, amount: q.Refund },
      {
        run: async (requestId) => {
          const r = await refund({
            OrderNo: orderNo,
            ClientRequestId: requestId,
            TicketIds: ids,
            Fee: q.Fee,
            Reason: reasonText.slice(0, 100) || undefined,
          })
          ui.toast(t('intlFlight:refund.done', { amount: f.money(r.Refund), fee: f.money(r.Fee) }))
          void replace('intlOrderDetails', { orderNo })
        },
        onMoved: () => {
          ui.toast(t('intlFlight:refund.feeMoved'))
          ask()
        },
      },
    )
  }

  const live = order?.Tickets.filter((x) => x.Status === 'Issued') ?? []
  return (
    <Page title="intlFlight:refund.title" className="intl-refund" testId="intl-refund">
      <LoadStates load={{ status, reload: load }} data={order} count={3} testId="refund" />
      {order && (
        <View className="ir">
          <View className="intl-card">
            <Text className="intl-card__title">{t('intlFlight:refund.who')}</Text>
            {live.map((x) => {
              const on = ids.includes(x.TicketId)
              return (
                <View
                  key={x.TicketId}
                  className={`ir-pax ${on ? 'ir-pax--on' : ''}`}
                  role="checkbox"
                  aria-checked={on}
                  data-testid={`refund-ticket-${x.TicketId}`}
                  onClick={() => setIds(on ? ids.filter((i) => i !== x.TicketId) : [...ids, x.TicketId])}
                >
                  <Text className="ir-pax__box">{on ? '✓' : ''}</Text>
                  <Text className="ir-pax__name">{`${x.PassengerName} · ${x.TicketNo}`}</Text>
                </View>
              )
            })}
          </View>
          {q && (
            <View className="intl-card" data-testid="refund-quote">
              <Text className="intl-card__title">{t('intlFlight:refund.quote')}</Text>
              {q.Lines.map((l) => (
                <Text
                  key={l.TicketId}
                  className="intl-card__sub"
                >{`${refundRuleText(t, f.money, l.Families)} · ${t('intlFlight:refund.line', { price: f.money(l.Price), fee: f.money(l.Fee), refund: f.money(l.Refund) })}`}</Text>
              ))}
              <Text className="intl-card__line" data-testid="refund-fee">
                {t('intlFlight:refund.fee', { amount: f.money(q.Fee) })}
              </Text>
              <Text className="intl-card__line" data-testid="refund-amount">
                {t('intlFlight:refund.back', { amount: f.money(q.Refund) })}
              </Text>
              {q.CompanyRefund > 0 && <Text className="intl-card__sub">{t('intlFlight:refund.toCompany', { amount: f.money(q.CompanyRefund) })}</Text>}
              {q.PersonalRefund > 0 && <Text className="intl-card__sub">{t('intlFlight:refund.toYou', { amount: f.money(q.PersonalRefund) })}</Text>}
            </View>
          )}
          <View className="intl-card" role="button" data-testid="refund-reason" onClick={openReason}>
            <Text className="intl-card__title">{t('intlFlight:refund.reason')}</Text>
            <Text className="intl-card__sub">{reason ? reasonText || t('intlFlight:refund.reasonChosen') : t('intlFlight:refund.reasonChoose')}</Text>
          </View>
        </View>
      )}
      {sheet}
      <ActionBar testId="refund-bar">
        <MainButton
          className="action-bar__main"
          kind="danger"
          text={t('intlFlight:refund.confirm')}
          disabled={!q || ids.length === 0}
          busy={busy}
          onClick={() => void confirm()}
          testId="refund-confirm"
        />
      </ActionBar>
    </Page>
  )
}

export default observer(IntlRefund)
