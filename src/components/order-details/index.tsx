/**
 * The frame of every product's order details page (docs/kit.md): the loading and error body, the
 * offline note, the coloured status head with the next step and 'pay' (to the order's cashier),
 * the product's own sections, the price breakdown with how it is paid, what happened, the order's
 * facts with its carbon (docs/carbon.md; none for a product without a method), and the actions the order allows at the bottom (cancel, refund, change), whose
 * confirmations are the kit's `ConfirmSheet`s. A product brings its order kind — the frame's texts
 * are its namespace's `<ns>:details.*` and `<ns>:orders.title` — and what is its own.
 */
import { useState, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { PayInfo, TimelineEntry } from '@api/order'
import Page from '@/components/page'
import { PriceLines, type PriceLineView } from '@/components/price-sheet'
import { ActionBar } from '@/components/ui/action-bar'
import { MainButton } from '@/components/ui/button'
import { StatusHeader } from '@/components/ui/status-header'
import Timeline from '@/components/ui/timeline'
import { Co2Label, useOrderCarbon } from '@/components/ui/co2-label'
import { ErrorBlock, Skeletons, SnapshotNote, StateBlock } from '@/components/ui/states'
import { useFormat } from '@/components/format'
import { go } from '@/core/navigate'
import { newRequestId } from '@/domain/booking'
import { useStores } from '@/stores'
import { orderTone } from '@/domain/status-tone'
import { type RouteName } from '@/routes'
import { orderListRoute, orderPayRoute, orderTexts } from '@/product-entries'
import { ConfirmSheet } from './confirm-sheet'
import { useOrderAction } from './use-order-action'
import './index.scss'

export { ConfirmSheet, SheetRow } from './confirm-sheet'
export { useOrderAction, useQuotedAction, useQuotedCancel } from './use-order-action'

/** What the frame reads of an order; every product's order details have it. */
export interface FrameOrder {
  OrderNo: string
  Status: string
  StatusName: string
  CreatedAt: string
  BookerName: string
  Actions: { CanPay: boolean; CanCancel?: boolean }
  PayInfo: PayInfo | null
  Timeline: TimelineEntry[]
  PriceDetail: { Lines: readonly PriceLineView[]; Total: number; CompanyAmount: number; PersonalAmount: number }
  PaymentType: string
  /** Facts the frame lists after the booker when the order has them. */
  Contacts?: readonly { Name: string; Mobile: string }[]
  CostCenterName?: string | null
  Purpose?: string | null
}

/** A refund made, listed under the price. */
export interface RefundLine {
  RefundNo: string
  At: string
  Amount: number
  Fee: number
}

/**
 * A cancellation confirmed in the frame's sheet (`cancel-sheet`): the action `details-cancel` when
 * the order allows it, the title, note and buttons from `<ns>:details.cancel|keep|cancelConfirm`,
 * the call under one request id (a second tap is the same request), the toast it answers with.
 */
export interface CancelDef<T> {
  /** Whether the order may be cancelled now; its `Actions.CanCancel` when absent. */
  allowed?: (o: T) => boolean
  /** The action's and sheet's title; `<ns>:details.cancel` when absent. */
  title?: (o: T) => string
  /** What the sheet says; `<ns>:details.cancelNote` when absent. */
  note?: (o: T) => string
  run: (o: T, requestId: string) => Promise<string>
}

/**
 * An action at the bottom, left out when `show` is false: an act (`onPress`, `kind` danger or
 * ghost), or another page of the order (`page`, a ghost button handing over the order's number).
 */
export type DetailsAction = { text: string; testId: string; show: boolean } & ({ kind: 'danger' | 'ghost'; onPress: () => void } | { page: RouteName })

export interface OrderDetailsProps<T extends FrameOrder> {
  /**
   * The order kind: its product's cashier, list of orders and text namespace ('hotel' for
   * 'IntlHotel'), whose `details.*` are the frame's titles and lines (src/routes.ts).
   */
  kind: string
  /** The product's order hook's answer (components/use-order.ts). */
  order: {
    orderNo: string
    order: T | null
    status: string
    error: unknown
    load: () => Promise<unknown>
    staleAt: string | null
  }
  /**
   * The head: what happens next, extra lines, and the pay button's text when the traveller pays
   * nothing (`<ns>:details.confirmCompany` unless given).
   */
  head?: (o: T) => { hint?: string; meta?: (string | false | null | undefined)[]; confirm?: string }
  /**
   * How it is paid (`<ns>:payment.<PaymentType>` unless given), and lines under the price
   * breakdown (refunds, a cancellation's penalty).
   */
  price?: (o: T) => { type: string; notes?: ReactNode }
  /** The refunds made, listed under the price breakdown. */
  refunds?: (o: T) => readonly RefundLine[]
  /** Lines of the order's facts after its number, time, booker, contacts, cost centre and purpose. */
  facts?: (o: T) => ReactNode
  /** The simple cancellation (no fee to quote first); listed first among the actions. */
  cancel?: CancelDef<T>
  actions?: (o: T) => DetailsAction[]
  /** The product's own sections between the head and the price. */
  children: (o: T) => ReactNode
  /** The confirmations the actions open. */
  sheets?: ReactNode
}

/** A titled card of a details page. */
export function DetailsCard({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  return (
    <View className="details-card" data-testid={testId}>
      <Text className="details-card__title">{title}</Text>
      {children}
    </View>
  )
}

/** The props with the product's text namespace. */
type Framed<T extends FrameOrder> = OrderDetailsProps<T> & { ns: string }

function Body<T extends FrameOrder>({ p, o }: { p: Framed<T>; o: T }) {
  const { t } = useTranslation()
  const f = useFormat()
  const head = p.head?.(o) ?? {}
  const price = p.price?.(o) ?? { type: t(`${p.ns}:payment.${o.PaymentType}`) }
  // A refunded order says what came back beside what it cost, in its head.
  const refunded = (p.refunds?.(o) ?? []).reduce((sum, r) => sum + r.Amount, 0)
  const pay = orderPayRoute(p.kind)
  const carbon = useOrderCarbon([o.OrderNo]).get(o.OrderNo)
  return (
    <View className="details">
      <SnapshotNote at={p.order.staleAt} />
      <StatusHeader
        tone={orderTone(o.Status)}
        title={o.StatusName}
        status={o.Status}
        hint={head.hint ?? t(`${p.ns}:statusHint.${o.Status}`, { defaultValue: '' })}
        meta={[
          t(`${p.ns}:details.total`, { amount: f.money(o.PriceDetail.Total) }),
          refunded > 0 && t('kit:details.refunded', { amount: f.money(refunded) }),
          ...(head.meta ?? []),
        ]}
        testId="status-header"
      >
        {o.Actions.CanPay && o.PayInfo && pay && (
          <MainButton
            text={
              o.PayInfo.PersonalAmount > 0
                ? t(`${p.ns}:details.pay`, { amount: f.money(o.PayInfo.PersonalAmount) })
                : (head.confirm ?? t(`${p.ns}:details.confirmCompany`))
            }
            onClick={() => void go(pay, { orderNo: o.OrderNo })}
            testId="details-pay"
          />
        )}
      </StatusHeader>
      {p.children(o)}
      <DetailsCard title={t('kit:price.title')}>
        <Text className="details-card__line">{t(`${p.ns}:details.paymentType`, { type: price.type })}</Text>
        <PriceLines
          lines={o.PriceDetail.Lines}
          split={{
            total: o.PriceDetail.Total,
            company: o.PriceDetail.CompanyAmount,
            personal: o.PriceDetail.PersonalAmount,
          }}
        />
        {p.refunds?.(o).map((r) => (
          <Text key={r.RefundNo} className="details-card__line" data-testid="details-refund">
            {t('kit:details.refundLine', { at: f.stamp(r.At), amount: f.money(r.Amount), fee: f.money(r.Fee) })}
          </Text>
        ))}
        {price.notes}
      </DetailsCard>
      <DetailsCard title={t(`${p.ns}:details.timeline`)}>
        <Timeline entries={o.Timeline} />
      </DetailsCard>
      <DetailsCard title={t(`${p.ns}:details.orderInfo`)}>
        <Text className="details-card__line" data-testid="details-order-no">
          {t('kit:pay.orderNo', { no: o.OrderNo })}
        </Text>
        <Text className="details-card__line">{t(`${p.ns}:details.createdAt`, { time: f.stamp(o.CreatedAt) })}</Text>
        <Text className="details-card__line">{t(`${p.ns}:details.booker`, { name: o.BookerName })}</Text>
        {o.Contacts?.map((c) => (
          <Text key={c.Mobile} className="details-card__line">
            {t('kit:details.contact', { name: c.Name, mobile: c.Mobile })}
          </Text>
        ))}
        {o.CostCenterName && <Text className="details-card__line">{t('kit:details.costCenter', { name: o.CostCenterName })}</Text>}
        {o.Purpose && <Text className="details-card__line">{t('kit:details.purpose', { text: o.Purpose })}</Text>}
        {p.facts?.(o)}
        {carbon !== undefined && (
          <View className="details-card__line">
            <Co2Label grams={carbon} testId="details-co2" />
          </View>
        )}
      </DetailsCard>
    </View>
  )
}

function useCancel<T extends FrameOrder>(p: Framed<T>) {
  const { t } = useTranslation()
  const { ui } = useStores()
  const [open, setOpen] = useState(false)
  const [requestId, setRequestId] = useState(() => newRequestId('cx'))
  const { busy, run } = useOrderAction(p.order.load)
  const def = p.cancel
  const o = p.order.order
  const title = (x: T) => def?.title?.(x) ?? t(`${p.ns}:details.cancel`)
  const confirm = () =>
    o &&
    def &&
    run(
      async () => {
        const said = await def.run(o, requestId)
        setOpen(false)
        setRequestId(newRequestId('cx'))
        ui.toast(said)
      },
      () => {
        setOpen(false)
        ui.toast(t('errors:orderStatusChanged'))
      },
    )
  return {
    actions: (x: T): DetailsAction[] =>
      def
        ? [
            {
              text: title(x),
              kind: 'danger',
              onPress: () => setOpen(true),
              testId: 'details-cancel',
              show: def.allowed ? def.allowed(x) : !!x.Actions.CanCancel,
            },
          ]
        : [],
    sheet: def && o && (
      <ConfirmSheet
        open={open}
        title={title(o)}
        keep={t(`${p.ns}:details.keep`)}
        confirm={t(`${p.ns}:details.cancelConfirm`)}
        busy={busy}
        onClose={() => setOpen(false)}
        onConfirm={() => void confirm()}
        testId="cancel-sheet"
        confirmTestId="cancel-confirm"
      >
        <Text className="details-card__line">{def.note ? def.note(o) : t(`${p.ns}:details.cancelNote`)}</Text>
      </ConfirmSheet>
    ),
  }
}

function OrderDetails<T extends FrameOrder>(props: OrderDetailsProps<T>) {
  const { t } = useTranslation()
  const p: Framed<T> = { ...props, ns: orderTexts(props.kind) }
  const list = orderListRoute(p.kind)
  const { orderNo, order, status, error, load } = p.order
  let body: ReactNode
  if (!order && status !== 'error') body = <Skeletons count={4} tall testId="details-loading" />
  else if (!order && !orderNo)
    body = (
      <StateBlock
        text={t('errors:orderNumberEmpty')}
        actions={list ? [{ text: t(`${p.ns}:orders.title`), onPress: () => void go(list), solid: true }] : []}
        testId="details-error"
      />
    )
  else if (!order) body = <ErrorBlock onRetry={() => void load()} error={error} testId="details-error" />
  else body = <Body p={p} o={order} />
  const cancel = useCancel(p)
  const actions = (order && [...cancel.actions(order), ...(p.actions?.(order) ?? [])].filter((a) => a.show)) || []
  return (
    <Page title={`${p.ns}:details.title`} className="details-page" testId="details-page">
      {body}
      {actions.length > 0 && (
        <ActionBar testId="details-actions">
          {actions.map((a) => (
            <MainButton
              key={a.testId}
              kind={'page' in a ? 'ghost' : a.kind}
              text={a.text}
              onClick={'page' in a ? () => void go(a.page, { orderNo: order!.OrderNo }) : a.onPress}
              testId={a.testId}
            />
          ))}
        </ActionBar>
      )}
      {cancel.sheet}
      {p.sheets}
    </Page>
  )
}

export default observer(OrderDetails) as typeof OrderDetails
