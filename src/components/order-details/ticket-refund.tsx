/**
 * Refunding tickets of an order (trains, buses): the fee quoted first for the tickets chosen, the
 * tier each ticket falls in, the reason the company asks for, who gets what back, then the refund
 * under one request id with the quoted fee; a fee that moved meanwhile (316) is quoted again; a
 * refund the company approves first says so before and after. Its texts are the product's
 * `<ns>:details.refundTitle|refundConfirm|keep|fee|refundAmount|refundSplit|feeMoved|refunded`
 * (and `refundNeedsApproval|refundSubmitted` for a product whose refunds can wait for approval).
 */
import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { ReasonSettings } from '@api/settings'
import { useAfterSaleReason } from '@/components/after-sale/reason-field'
import { useFormat } from '@/components/format'
import { useStores } from '@/stores'
import { ConfirmSheet, SheetRow } from './confirm-sheet'
import { useQuotedAction } from './use-order-action'

export interface RefundQuote<L> {
  Lines: L[]
  Fee: number
  Refund: number
  CompanyRefund: number
  PersonalRefund: number
  /** The tier that applies, in words. */
  Rule: string
  /** The company approves the refund before it is made. */
  NeedApproval?: boolean
}

export interface RefundCall {
  OrderNo: string
  ClientRequestId: string
  TicketIds: number[]
  Fee: number
  Reason?: string
}

export interface TicketRefundDef<L> {
  ns: string
  orderNo: string | undefined
  load: () => Promise<unknown>
  reasonRule: ReasonSettings
  quote: (orderNo: string, ids: number[]) => Promise<RefundQuote<L>>
  refund: (req: RefundCall) => Promise<{ Refund: number; Fee: number; NeedApproval?: boolean }>
  /** A ticket's tier, in words. */
  tier: (line: L) => string
  lineKey: (line: L) => number
}

export function useTicketRefund<L>(p: TicketRefundDef<L>) {
  const { t } = useTranslation()
  const f = useFormat()
  const { ui } = useStores()
  const refunding = useQuotedAction<{ ids: number[]; res: RefundQuote<L> }>(p.load, 'rt')
  const quoted = refunding.quote
  const why = useAfterSaleReason(p.reasonRule, 'refund-reason')

  const ask = async (ids: number[]) => {
    if (!p.orderNo) return
    const res = await p.quote(p.orderNo, ids).catch(() => null)
    if (res) refunding.show({ ids, res })
  }
  const confirm = () => {
    if (!p.orderNo || !quoted) return
    if (why.check()) return
    const orderNo = p.orderNo
    return refunding.confirm(
      async (q, requestId) => {
        const r = await p.refund({
          OrderNo: orderNo,
          ClientRequestId: requestId,
          TicketIds: q.ids,
          Fee: q.res.Fee,
          ...why.request(),
        })
        return r.NeedApproval ? t(`${p.ns}:details.refundSubmitted`) : t(`${p.ns}:details.refunded`, { amount: f.money(r.Refund), fee: f.money(r.Fee) })
      },
      () => {
        ui.toast(t(`${p.ns}:details.feeMoved`))
        void ask(quoted.ids)
      },
    )
  }
  const res = quoted?.res
  const sheet = (
    <ConfirmSheet
      open={quoted !== null}
      title={t(`${p.ns}:details.refundTitle`)}
      keep={t(`${p.ns}:details.keep`)}
      confirm={t(`${p.ns}:details.refundConfirm`)}
      busy={refunding.busy}
      onClose={() => refunding.show(null)}
      onConfirm={() => void confirm()}
      testId="refund-sheet"
      confirmTestId="refund-confirm"
    >
      {res && (
        <>
          <Text className="details-card__line" data-testid="refund-rule">
            {res.Rule}
          </Text>
          {res.Lines.map((l) => (
            <Text key={p.lineKey(l)} className="details-card__sub">
              {p.tier(l)}
            </Text>
          ))}
          <SheetRow label={t(`${p.ns}:details.fee`)} value={f.money(res.Fee)} strong testId="refund-fee" />
          <SheetRow label={t(`${p.ns}:details.refundAmount`)} value={f.money(res.Refund)} testId="refund-amount" />
          {res.NeedApproval && (
            <Text className="details-card__sub" data-testid="refund-needs-approval">
              {t(`${p.ns}:details.refundNeedsApproval`)}
            </Text>
          )}
          {res.Refund > 0 && (
            <Text className="details-card__sub">
              {t(`${p.ns}:details.refundSplit`, { company: f.money(res.CompanyRefund), personal: f.money(res.PersonalRefund) })}
            </Text>
          )}
          {why.field}
        </>
      )}
    </ConfirmSheet>
  )
  return { ask, sheet }
}
