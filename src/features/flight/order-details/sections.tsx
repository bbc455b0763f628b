/** The middle of an order: travellers with their tickets, refunds, changes, contacts, company fields. */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { FlightOrderDetail } from '@api/order'
import { useStores } from '@/stores'
import MaskedText from '@/components/masked-text'
import { maskIdNo } from '@/domain/booking'
import { useFormat } from '@/components/format'
import { go } from '@/core/navigate'
import '@/i18n/ns/booking'
import '@/features/flight/texts'
import { fieldLabel, localExtendField } from '@/components/company-fields/rules'
import { Fact, type FactProps } from '@/components/ui/list'

const Line = (p: FactProps) => <Fact block="od-kv" {...p} />

/** The order's refunds or its changes under their title, each one record; nothing while there are none. */
function Records<R>({ title, testId, items, children }: { title: string; testId: string; items: R[]; children: (item: R) => ReactNode }) {
  if (items.length === 0) return null
  return (
    <View className="od-card" data-testid={testId}>
      <Text className="od-card__title">{title}</Text>
      {items.map(children)}
    </View>
  )
}

/** A refund or change: its number and status, what it is, and its approval when it needed one. */
function Record({ no, status, approvalNo, children }: { no: string; status: string; approvalNo: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <View className="od-record">
      <View className="od-record__head">
        <Text>{no}</Text>
        <Text className="od-record__status">{status}</Text>
      </View>
      {children}
      {approvalNo && (
        <View
          className="od-record__link"
          role="button"
          onClick={() => void go('approvalDetails', { id: approvalNo })}
          data-testid={`record-approval-${approvalNo}`}
        >
          <Text>{`${t('flight:details.approval')} ›`}</Text>
        </View>
      )}
    </View>
  )
}

function OrderSections({ order }: { order: FlightOrderDetail }) {
  const { t } = useTranslation()
  const f = useFormat()
  const { settings } = useStores()
  const showTicketNo = settings.field('FlightSettings', 'TicketNo').display
  const nameOf = (ids: number[]) =>
    ids
      .map((id) => order.Passengers.find((p) => p.PassengerId === id)?.Name ?? '')
      .filter(Boolean)
      .join('、')
  const label = (key: string, _fallback: string) => fieldLabel(settings, 'FlightSettings', key, t)
  const fields: [string, string][] = [
    [label('CostCenter', 'booking:fields.label.CostCenter'), order.CostCenterName],
    [t('booking:fields.label.Department'), order.DepartmentName],
    [label('BusinessUnit', 'booking:fields.label.BusinessUnit'), order.BusinessUnitName],
    [label('CustomItem', 'booking:fields.label.CustomItem'), order.CustomItemName],
    [t('booking:fields.label.Purpose'), order.Purpose],
    [label('AuthorizationCode', 'booking:fields.label.AuthorizationCode'), order.AuthorizationCode],
    ...order.ExtendFields.map((e): [string, string] => {
      const x = localExtendField(settings, e.Name, e.Value)
      return [x.name, x.value]
    }),
    [label('UploadAttachFile', 'booking:fields.label.UploadAttachFile'), order.Attachments.map((a) => a.FileName).join('、')],
    [t('booking:fields.label.BookMessage'), order.BookMessage],
    [t('flight:insurance.title'), order.Insurance ? t('flight:details.insured') : ''],
  ]
  return (
    <>
      <View className="od-card" data-testid="details-passengers">
        <Text className="od-card__title">{t('flight:booking.travellers')}</Text>
        {order.Passengers.map((p, index) => (
          <View key={p.PassengerId} className="od-pax">
            <View className="od-pax__line">
              <Text className="od-pax__name">{p.Name}</Text>
              <Text className={`pax-kind pax-kind--${p.PassengerType}`}>{t(`booking:passengerKind.${p.PassengerType}`)}</Text>
            </View>
            <View className="od-pax__doc">
              <Text>{`${t(`booking:idType.${p.IdType}`, { defaultValue: p.IdType })} `}</Text>
              {/* Masked as on the booking form; the owner may reveal it. */}
              <MaskedText
                value={maskIdNo(p.IdNo)}
                reveal={{ Source: 'OrderPassenger', Field: 'IdNo', OrderNo: order.OrderNo, Index: index }}
                testId={`details-pax-id-${index}`}
              />
            </View>
            {p.Mobile && (
              <MaskedText
                className="od-pax__doc"
                value={p.Mobile}
                reveal={{ Source: 'OrderPassenger', Field: 'Mobile', OrderNo: order.OrderNo, Index: index }}
                testId={`details-pax-mobile-${index}`}
              />
            )}
            {order.Tickets.filter((k) => k.PassengerId === p.PassengerId).map((k) => (
              <View key={k.TicketId} className="od-ticket" data-testid={`details-ticket-${k.TicketId}`}>
                <Text className="od-ticket__flight">{`${k.FlightNo} ${f.day(k.DepartDate)} ${f.time(k.DepartTime)}`}</Text>
                {showTicketNo && k.TicketNo && <Text className="od-ticket__no">{t('flight:details.ticketNo', { no: k.TicketNo })}</Text>}
                <Text className={`od-ticket__status od-ticket__status--${k.Status}`}>{k.StatusName}</Text>
              </View>
            ))}
          </View>
        ))}
      </View>
      <Records title={t('flight:details.refunds')} testId="details-refunds" items={order.Refunds}>
        {(r) => (
          <Record key={r.RefundNo} no={t('flight:details.refundNo', { no: r.RefundNo })} status={r.StatusName} approvalNo={r.ApprovalNo}>
            <Line label={t('flight:details.record.travellers')} value={nameOf(r.PassengerIds)} testId="record-travellers" />
            <Line label={t('flight:details.record.refundFee')} value={f.money(r.RefundFee)} testId="record-refund-fee" />
            <Line label={t('flight:details.record.refundAmount')} value={f.money(r.RefundAmount)} testId="record-refund-amount" />
            <Line label={t('flight:details.record.companyRefund')} value={f.money(r.CompanyRefund)} testId="record-company-refund" />
            <Line label={t('flight:details.record.personalRefund')} value={f.money(r.PersonalRefund)} testId="record-personal-refund" />
            <Line label={t('flight:details.record.reason')} value={r.Reason} testId="record-reason" />
          </Record>
        )}
      </Records>
      <Records title={t('flight:details.changes')} testId="details-changes" items={order.Changes}>
        {(c) => (
          <Record key={c.ChangeNo} no={t('flight:details.changeNo', { no: c.ChangeNo })} status={c.StatusName} approvalNo={c.ApprovalNo}>
            <Line label={t('flight:details.record.flight')} value={`${c.OldFlightNo} → ${c.NewFlightNo} · ${f.day(c.NewDepartDate)}`} testId="record-flight" />
            <Line label={t('flight:details.record.travellers')} value={nameOf(c.PassengerIds)} testId="record-travellers" />
            <Line
              label={t('flight:details.record.changeFee')}
              value={t('flight:details.record.perPerson', { amount: f.money(c.ChangeFee) })}
              testId="record-change-fee"
            />
            <Line
              label={t('flight:details.record.difference')}
              value={t('flight:details.record.perPerson', { amount: f.money(c.PriceDifference) })}
              testId="record-difference"
            />
            <Line label={t('flight:details.record.reason')} value={c.Reason} testId="record-reason" />
          </Record>
        )}
      </Records>
      <View className="od-card" data-testid="details-contacts">
        <Text className="od-card__title">{t('booking:contact.title')}</Text>
        {order.Contacts.map((c, i) => (
          <Text key={i} className="od-line">
            {[c.Name, c.Mobile, c.Email].filter(Boolean).join(' · ')}
          </Text>
        ))}
      </View>
      {fields.some(([, v]) => !!v) && (
        <View className="od-card" data-testid="details-fields">
          <Text className="od-card__title">{t('booking:fields.title')}</Text>
          {fields.map(([k, v], i) => (
            <Line key={i} label={k} value={v} />
          ))}
        </View>
      )}
    </>
  )
}

export default observer(OrderSections)
