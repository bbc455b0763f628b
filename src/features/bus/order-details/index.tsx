/**
 * /bus/orderDetail?orderNo= — one bus order in the kit's order details frame: the next step, the
 * e-tickets (passenger and document, departure, class, fare, the pick-up code and the QR code to
 * show at the station), refund with the tier's fee shown before confirming, change, what
 * happened, money and the order's facts.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { BusRefundPreviewRes, BusTicket } from '@api/bus'
import OrderDetails, { ConfirmSheet, DetailsCard, SheetRow, useOrderAction } from '@/components/order-details'
import QrCode from '@/components/qr-code'
import { FormRow, TextField } from '@/components/ui/form'
import { PolicyTag } from '@/components/ui/tag'
import { useFormat } from '@/components/format'
import { go } from '@/core/navigate'
import { newRequestId } from '@/domain/booking'
import { stationText } from '@/shared/station-ref'
import { useStores } from '@/stores'
import { cancelOrder, refund, refundPreview } from '../api'
import { useBusText } from '../components/labels'
import { useBusOrder } from '../use-order'
import '../components/index.scss'

function Ticket({ x, onRefund, onChange }: { x: BusTicket; onRefund?: () => void; onChange?: () => void }) {
  const { t, lang } = useBusText()
  const f = useFormat()
  const live = x.Status === 'Issued'
  return (
    <View className={`bus-ticket ${live ? '' : 'bus-ticket--off'}`} data-testid="bus-ticket" data-ticket={x.TicketId}>
      <View className="bus-ticket__head">
        <Text className="bus-ticket__name">{x.PassengerName}</Text>
        <Text className="bus-card__sub" data-testid="ticket-status">
          {x.StatusName}
        </Text>
      </View>
      {x.IdNo && <Text className="bus-card__sub">{t('bus:details.document', { type: x.IdTypeName, no: x.IdNo })}</Text>}
      <Text className="bus-card__line">{`${f.day(x.Date)} ${x.DepartTime} ${stationText(x.FromStation, lang)} → ${x.ArriveTime} ${stationText(x.ToStation, lang)}`}</Text>
      <Text className="bus-card__sub">{x.FromStation.Address}</Text>
      <View className="bb-class">
        <Text className="bus-card__sub">{`${x.ClassName} · ${f.money(x.Price)}`}</Text>
        <PolicyTag inPolicy={x.Policy.InPolicy} />
      </View>
      {x.PolicyReason && <Text className="bus-card__sub">{t('bus:details.reason', { reason: x.PolicyReason })}</Text>}
      {live && x.PickUpCode && (
        <>
          <Text className="bus-ticket__code" data-testid="pick-up-code">
            {t('bus:details.pickUpCode', { code: x.PickUpCode })}
          </Text>
          <View className="bus-ticket__qr">
            <QrCode value={x.QrText} label={t('bus:details.qrLabel', { name: x.PassengerName })} testId="ticket-qr" />
          </View>
          <Text className="bus-card__sub">{t('bus:details.showAtStation')}</Text>
        </>
      )}
      {(onRefund || onChange) && (
        <View className="bus-ticket__actions">
          {onChange && (
            <View className="bus-ticket__action" role="button" data-testid="ticket-change" onClick={onChange}>
              <Text>{t('bus:details.change')}</Text>
            </View>
          )}
          {onRefund && (
            <View className="bus-ticket__action" role="button" data-testid="ticket-refund" onClick={onRefund}>
              <Text>{t('bus:details.refund')}</Text>
            </View>
          )}
        </View>
      )}
    </View>
  )
}

function BusOrderDetails() {
  const { t } = useBusText()
  const f = useFormat()
  const { ui, power, settings } = useStores()
  const reasonRule = settings.section('BusSettings').RefundSettings.RefundReasonSettings
  const [reason, setReason] = useState('')
  const hook = useBusOrder()
  const { order, load } = hook
  const [preview, setPreview] = useState<{ ids: number[]; res: BusRefundPreviewRes } | null>(null)
  const [confirmCancel, setConfirmCancel] = useState(false)
  const [requestId, setRequestId] = useState(() => newRequestId('br'))
  const { busy, run } = useOrderAction(load)
  const canRefund = power.can('MyPermission.Orders.Bus.BusRefund')
  const canChange = power.can('MyPermission.Orders.Bus.BusChange')

  const askRefund = async (ids: number[]) => {
    if (!order) return
    const res = await refundPreview(order.OrderNo, ids).catch(() => null)
    if (res) setPreview({ ids, res })
  }
  const doRefund = () =>
    order &&
    preview &&
    (reasonRule.IsDisplay && reasonRule.IsRequired && !reason.trim()
      ? ui.toast(t('bus:afterSale.required'))
      : run(
          async () => {
            const r = await refund({
              OrderNo: order.OrderNo,
              ClientRequestId: requestId,
              TicketIds: preview.ids,
              Fee: preview.res.Fee,
              ...(reason.trim() ? { Reason: reason.trim() } : {}),
            })
            setPreview(null)
            setRequestId(newRequestId('br'))
            ui.toast(r.NeedApproval ? t('bus:details.refundSubmitted') : t('bus:details.refunded', { amount: f.money(r.Refund), fee: f.money(r.Fee) }))
          },
          () => {
            ui.toast(t('bus:details.feeMoved'))
            void askRefund(preview.ids)
          },
        ))
  const doCancel = () =>
    order &&
    run(async () => {
      await cancelOrder(order.OrderNo, requestId)
      setConfirmCancel(false)
      setRequestId(newRequestId('br'))
      ui.toast(t('bus:details.cancelled'))
    })

  return (
    <OrderDetails
      ns="bus"
      kind="Bus"
      order={hook}
      list="busOrderList"
      head={() => ({ confirm: t('bus:details.confirmCompany') })}
      price={(o) => ({
        type: t(`bus:payment.${o.PaymentType}`),
        notes: o.Refunds.map((r) => (
          <Text key={r.RefundNo} className="details-card__line" data-testid="details-refund">
            {t('bus:details.refundLine', { at: f.stamp(r.At), amount: f.money(r.Amount), fee: f.money(r.Fee) })}
          </Text>
        )),
      })}
      facts={(o) => (
        <>
          {o.Contacts.map((c) => (
            <Text key={c.Mobile} className="details-card__line">
              {t('bus:details.contact', { name: c.Name, mobile: c.Mobile })}
            </Text>
          ))}
          {o.CostCenterName && <Text className="details-card__line">{t('bus:details.costCenter', { name: o.CostCenterName })}</Text>}
          {o.Purpose && <Text className="details-card__line">{t('bus:details.purpose', { text: o.Purpose })}</Text>}
        </>
      )}
      actions={(o) => [
        { text: t('bus:details.cancel'), kind: 'danger', onPress: () => setConfirmCancel(true), testId: 'details-cancel', show: o.Actions.CanCancel },
      ]}
      sheets={
        <>
          <ConfirmSheet
            open={confirmCancel}
            title={t('bus:details.cancel')}
            keep={t('bus:details.keep')}
            confirm={t('bus:details.cancelConfirm')}
            busy={busy}
            onClose={() => setConfirmCancel(false)}
            onConfirm={() => void doCancel()}
            testId="cancel-sheet"
            confirmTestId="cancel-confirm"
          >
            <Text className="details-card__line">{t('bus:details.cancelNote')}</Text>
          </ConfirmSheet>
          <ConfirmSheet
            open={preview !== null}
            title={t('bus:details.refundTitle')}
            keep={t('bus:details.keep')}
            confirm={t('bus:details.refundConfirm')}
            busy={busy}
            onClose={() => setPreview(null)}
            onConfirm={() => void doRefund()}
            testId="refund-sheet"
            confirmTestId="refund-confirm"
          >
            {preview && (
              <>
                <Text className="bus-card__line" data-testid="refund-rule">
                  {preview.res.Rule}
                </Text>
                {preview.res.Lines.map((l) => (
                  <Text key={l.TicketId} className="bus-card__sub">
                    {t('bus:details.refundTier', { minutes: l.MinutesBefore, rate: Math.round(l.Rate * 100) })}
                  </Text>
                ))}
                <SheetRow label={t('bus:details.fee')} value={f.money(preview.res.Fee)} strong testId="refund-fee" />
                <SheetRow label={t('bus:details.refundAmount')} value={f.money(preview.res.Refund)} testId="refund-amount" />
                {preview.res.NeedApproval && (
                  <Text className="bus-card__sub" data-testid="refund-needs-approval">
                    {t('bus:details.refundNeedsApproval')}
                  </Text>
                )}
                {reasonRule.IsDisplay && (
                  <FormRow label={t('bus:afterSale.reason')} required={reasonRule.IsRequired}>
                    <TextField value={reason} onChange={setReason} testId="refund-reason" />
                  </FormRow>
                )}
                {preview.res.Refund > 0 && (
                  <Text className="bus-card__sub">
                    {t('bus:details.refundSplit', { company: f.money(preview.res.CompanyRefund), personal: f.money(preview.res.PersonalRefund) })}
                  </Text>
                )}
              </>
            )}
          </ConfirmSheet>
        </>
      }
    >
      {(o) =>
        o.Tickets.length > 0 && (
          <DetailsCard title={t('bus:details.tickets')} testId="details-tickets">
            {o.Tickets.map((x) => (
              <Ticket
                key={x.TicketId}
                x={x}
                onRefund={x.CanRefund && canRefund ? () => void askRefund([x.TicketId]) : undefined}
                onChange={x.CanChange && canChange ? () => void go('busChange', { orderNo: o.OrderNo, ticketId: x.TicketId }) : undefined}
              />
            ))}
          </DetailsCard>
        )
      }
    </OrderDetails>
  )
}

export default observer(BusOrderDetails)
