/**
 * What every product's refund and change confirmation shares (docs/kit.md): the question before
 * an act that cannot be undone, the act under one request id (a second tap is the same request),
 * busy while it runs, and an order that moved on meanwhile (316) answered by the product — the
 * fee quoted again, the order loaded again — under a new request id; and the reason the company
 * asks for, chosen from its codes in the kit's reason sheet.
 */
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Product } from '@api/booking-data'
import { ErrorCode } from '@api/errors'
import ReasonSheet, { kindCodes } from '@/components/reason-sheet'
import { useReasonCodes } from '@/components/reason-sheet/use-reason-codes'
import { useFormat } from '@/components/format'
import { isApiError } from '@/core/errors'
import { newRequestId, type ReasonDraft } from '@/domain/booking'
import { useStores } from '@/stores'

export interface AfterSaleAct {
  /** The question asked first: title, text and the confirming button. */
  ask?: { title: string; text: string; yes: string }
  /** The act, under the request id of this attempt. */
  run: (requestId: string) => Promise<unknown>
  /** The order moved on meanwhile (316). */
  onMoved?: () => void
}

/** `prefix` names the act in its request ids ('rf' a flight refund). */
export function useAfterSale(prefix: string) {
  const { t } = useTranslation()
  const { ui } = useStores()
  const [busy, setBusy] = useState(false)
  const requestId = useRef(newRequestId(prefix))
  const send = async ({ ask, run, onMoved }: AfterSaleAct) => {
    if (ask) {
      const ok = await ui.alert({
        title: ask.title,
        content: ask.text,
        buttons: [
          { text: t('common:cancel'), value: 'no' },
          { text: ask.yes, value: 'yes' },
        ],
      })
      if (ok !== 'yes') return
    }
    setBusy(true)
    try {
      await run(requestId.current)
    } catch (e) {
      if (isApiError(e) && e.code === ErrorCode.OrderStatusChanged) {
        requestId.current = newRequestId(prefix)
        onMoved?.()
      }
    } finally {
      setBusy(false)
    }
  }
  return { busy, send }
}

/** The refund reason: the company's codes of the product, or 'other' with a text where `allowOther`. */
export function useRefundReason(p: { product: Product; title: string; allowOther: boolean; testId: string }) {
  const codes = useReasonCodes(p.product)
  const [reason, setReason] = useState<ReasonDraft | undefined>()
  const [open, setOpen] = useState(false)
  const text = reason ? [codes.of('Refund')?.find((c) => c.Id === reason.codeId)?.Text, reason.text.trim()].filter(Boolean).join(' · ') : ''
  const sheet = (
    <ReasonSheet
      open={open}
      title={p.title}
      {...kindCodes(codes, 'Refund')}
      allowOther={p.allowOther}
      need={null}
      value={reason}
      onSave={(r) => {
        setReason(r)
        setOpen(false)
      }}
      onClose={() => setOpen(false)}
      testId={p.testId}
    />
  )
  const show = () => {
    codes.ensure('Refund')
    setOpen(true)
  }
  return { reason, text, show, sheet }
}

/**
 * Refunding at a quoted fee: the refund reason (`useRefundReason`, its title `<ns>:refund.reason`)
 * and `confirmRefund`, which asks `<ns>:refund.confirmTitle` and `.confirmText` (with the fee and the
 * amount back) under `.confirmYes`, then runs the refund as `useAfterSale(prefix)` sends it.
 */
export function useRefund(p: { prefix: string; product: Product; ns: string; allowOther: boolean }) {
  const { t } = useTranslation()
  const f = useFormat()
  const { busy, send } = useAfterSale(p.prefix)
  const { reason, text, show, sheet } = useRefundReason({
    product: p.product,
    title: t(`${p.ns}:refund.reason`),
    allowOther: p.allowOther,
    testId: 'refund-reason-sheet',
  })
  const confirmRefund = (quoted: { fee: number; amount: number }, act: Omit<AfterSaleAct, 'ask'>) =>
    send({
      ask: {
        title: t(`${p.ns}:refund.confirmTitle`),
        text: t(`${p.ns}:refund.confirmText`, { fee: f.money(quoted.fee), amount: f.money(quoted.amount) }),
        yes: t(`${p.ns}:refund.confirmYes`),
      },
      ...act,
    })
  return { busy, reason, reasonText: text, openReason: show, sheet, confirmRefund }
}
