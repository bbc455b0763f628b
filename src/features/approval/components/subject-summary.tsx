/**
 * What the approver decides on: an order (its flights, journeys or stay with the policy verdict
 * and the traveller's reason, passengers, money and its split, company fields), a refund or change
 * of it (what goes back or what it costs, for whom, why), or the trip application (legs, dates,
 * travellers, purpose, budgets) — the same facts the order details page shows. Which order field
 * of the detail a product fills and how it reads ('segments', 'journeys', 'stay') is the product's
 * declaration (src/products.ts); this file knows the shapes, not the products.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { ApprovalAfterSale, ApprovalDetail, ApprovalFlightOrder, ApprovalHotelOrder } from '@api/approval'
import type { TripApplicationDetail } from '@api/trip-form'
import type { ApprovalViewDef } from '@/core/product'
import { formatTime } from '@/domain/format'
import { useFormat } from '@/components/format'
import '@/i18n/ns/approval'
import { PolicyTag } from '@/components/ui/tag'
import { localExtendField } from '@/components/company-fields/rules'
import { useStores } from '@/stores'
import { Fact, type FactProps } from '@/components/ui/list'
import { approvalOrderOf, type ApprovalOrder, type JourneyOrder } from '../subject-order'

const Line = (p: FactProps) => <Fact block="ap-kv" {...p} />

/** Every order the approver reads carries these facts. */
type OrderFactsOf = ApprovalOrder

/** The facts every order kind shows under its flights, journeys or stay: who, the order, money and company fields. */
function OrderFacts({ order, people, extra }: { order: OrderFactsOf; people: { label: string; names: string[] }; extra?: { label: string; value: string }[] }) {
  const { t } = useTranslation()
  const f = useFormat()
  return (
    <View className="ap-block">
      <Line label={people.label} value={people.names.join(t('approval:common.listSep'))} testId="subject-passengers" />
      <Line label={t('approval:order.booker')} value={order.BookerName} />
      <Line label={t('approval:order.orderNo')} value={order.OrderNo} testId="subject-order-no" />
      <Line label={t('approval:order.status')} value={order.StatusName} testId="subject-order-status" />
      {extra?.map((x) => (
        <Line key={x.label} label={x.label} value={x.value} />
      ))}
      <Line label={t('approval:order.payment')} value={order.PaymentTypeName} />
      <Line label={t('approval:order.total')} value={f.money(order.Total)} testId="subject-total" />
      {order.PersonalAmount > 0 && order.CompanyAmount > 0 && (
        <Line
          label={t('approval:order.split')}
          value={t('approval:order.splitValue', { company: f.money(order.CompanyAmount), personal: f.money(order.PersonalAmount) })}
        />
      )}
      <Line label={t('approval:order.costCenter')} value={order.CostCenterName} />
      <Line label={t('approval:order.purpose')} value={order.Purpose} />
      <Line label={t('approval:order.authCode')} value={order.AuthorizationCode} />
    </View>
  )
}

/** Flights with their times, airports, cabin, price and verdict, each with the traveller's reason. */
function SegmentsSummary({ order, testId }: { order: ApprovalFlightOrder; testId: string }) {
  const { t } = useTranslation()
  const f = useFormat()
  return (
    <View data-testid={testId}>
      {order.Segments.map((s) => (
        <View key={s.SegmentIndex} className="ap-seg" data-testid={`segment-${s.SegmentIndex}`}>
          <View className="ap-seg__head">
            {order.TripType === 'RoundTrip' && (
              <Text className="ap-seg__leg">{t(s.SegmentIndex === 0 ? 'approval:order.outbound' : 'approval:order.return')}</Text>
            )}
            <Text className="ap-seg__date">{f.day(s.DepartDate)}</Text>
            <Text className="ap-seg__flight">{`${s.CarrierName} ${s.FlightNo}`}</Text>
          </View>
          <View className="ap-seg__times">
            <View className="ap-seg__end">
              <Text className="ap-seg__time">{formatTime(s.DepartTime)}</Text>
              <Text className="ap-seg__place">{s.DepartAirportName}</Text>
            </View>
            <Text className="ap-seg__arrow">→</Text>
            <View className="ap-seg__end ap-seg__end--right">
              <Text className="ap-seg__time">{formatTime(s.ArriveTime)}</Text>
              <Text className="ap-seg__place">{s.ArriveAirportName}</Text>
            </View>
          </View>
          <View className="ap-seg__cabin">
            <Text>{`${s.CabinClassName} ${s.CabinCode}`}</Text>
            <Text className="ap-seg__price">{f.money(s.Price)}</Text>
            <PolicyTag inPolicy={s.Policy.InPolicy} />
          </View>
          <PolicyNotes inPolicy={s.Policy.InPolicy} violations={s.Policy.Violations.map((v) => v.Message)} reason={s.PolicyReason} />
        </View>
      ))}
      <OrderFacts
        order={order}
        people={{ label: t('approval:order.passengers'), names: order.PassengerNames }}
        extra={[{ label: t('approval:order.customItem'), value: order.CustomItemName }]}
      />
    </View>
  )
}

/**
 * An order whose flights or journeys the server words itself (international flights, trains):
 * one line per flight or journey, the policy verdict with its violations and the traveller's
 * reason, the travellers, money and the order's fields.
 */
function JourneysSummary({
  order,
  lines,
  testId,
  extra,
}: {
  order: JourneyOrder
  lines: string[]
  testId: string
  extra?: { label: string; value: string }[]
}) {
  const { t } = useTranslation()
  return (
    <View data-testid={testId}>
      <View className="ap-seg">
        {lines.map((line, i) => (
          <View key={i} className="ap-seg__head" data-testid={`segment-${i}`}>
            <Text className="ap-seg__flight">{line}</Text>
          </View>
        ))}
        <View className="ap-seg__cabin">
          <PolicyTag inPolicy={order.InPolicy} />
        </View>
        <PolicyNotes inPolicy={order.InPolicy} violations={order.Violations} reason={order.PolicyReason} />
      </View>
      <OrderFacts order={order} people={{ label: t('approval:order.passengers'), names: order.PassengerNames }} extra={extra} />
    </View>
  )
}

/** A hotel stay: the hotel, dates and nights, room and rate plan, the nightly price against the traveller's cap with the reason, guests, money. */
function StaySummary({ order, testId }: { order: ApprovalHotelOrder; testId: string }) {
  const { t } = useTranslation()
  const f = useFormat()
  return (
    <View data-testid={testId}>
      <View className="ap-seg">
        <View className="ap-seg__head">
          <Text className="ap-seg__flight">{order.HotelName}</Text>
        </View>
        <View>
          <Text className="ap-seg__place">{`${order.CityName} · ${'★'.repeat(order.Star)}`}</Text>
        </View>
        <View>
          <Text className="ap-seg__date">{`${f.day(order.CheckIn)} – ${f.day(order.CheckOut)} · ${t('approval:hotel.nights', { count: order.Nights })} · ${t('approval:hotel.rooms', { count: order.RoomCount })}`}</Text>
        </View>
        <View className="ap-seg__cabin">
          <Text>{`${order.RoomName} · ${order.PlanName}`}</Text>
          <Text className="ap-seg__price">{t('approval:hotel.perNight', { price: f.money(Math.round(order.AvgPrice / 100) * 100) })}</Text>
          <PolicyTag inPolicy={order.InPolicy} />
        </View>
        {order.PriceToBeat !== null && <Text className="ap-seg__place">{t('approval:hotel.cap', { price: f.money(order.PriceToBeat) })}</Text>}
        <PolicyNotes inPolicy={order.InPolicy} violations={order.Violations} reason={order.PolicyReason} />
      </View>
      <OrderFacts order={order} people={{ label: t('approval:hotel.guests'), names: order.GuestNames }} />
    </View>
  )
}

/** A refund or change waiting for approval; the order it belongs to follows it on the page. */
export function AfterSaleSummary({ item }: { item: ApprovalAfterSale }) {
  const { t } = useTranslation()
  const f = useFormat()
  const refund = item.Kind === 'Refund'
  const split = t(refund ? 'approval:afterSale.refundSplitValue' : 'approval:afterSale.changeSplitValue', {
    company: f.money(item.CompanyAmount),
    personal: f.money(item.PersonalAmount),
  })
  return (
    <View className="ap-block" data-testid="subject-after-sale" data-kind={item.Kind}>
      <Line label={t(refund ? 'approval:afterSale.refundNo' : 'approval:afterSale.changeNo')} value={item.No} testId="after-sale-no" />
      <Line label={t('approval:afterSale.passengers')} value={item.PassengerNames.join(t('approval:common.listSep'))} />
      <Line label={t('approval:afterSale.newFlight')} value={item.Description} testId="after-sale-flight" />
      <Line label={t(refund ? 'approval:afterSale.refundAmount' : 'approval:afterSale.changeCost')} value={f.money(item.Amount)} testId="after-sale-amount" />
      <Line label={t(refund ? 'approval:afterSale.refundFee' : 'approval:afterSale.changeFee')} value={f.money(item.Fee)} />
      <Line label={t(refund ? 'approval:afterSale.refundSplit' : 'approval:afterSale.changeSplit')} value={split} />
      <Line label={t('approval:afterSale.reason')} value={item.Reason} />
    </View>
  )
}

export function ApplicationSummary({ app }: { app: TripApplicationDetail }) {
  const { t } = useTranslation()
  const { settings } = useStores()
  const f = useFormat()
  return (
    <View data-testid="subject-application">
      <View className="ap-legs">
        {app.Legs.map((l) => (
          <View key={l.Index} className="ap-leg">
            <Text className="ap-leg__no">{t('approval:application.leg', { n: l.Index + 1 })}</Text>
            <Text className="ap-leg__route">{`${l.DepartCityName} → ${l.ArriveCityName}`}</Text>
            <Text className="ap-leg__date">{f.day(l.DepartDate)}</Text>
          </View>
        ))}
      </View>
      <View className="ap-block">
        <Line
          label={t('approval:application.dates')}
          value={t('approval:application.datesValue', { start: f.day(app.StartDate), end: f.day(app.EndDate), count: app.Days })}
        />
        <Line label={t('approval:application.travellers')} value={app.TravellerNames.join(t('approval:common.listSep'))} />
        <Line label={t('approval:application.applicant')} value={app.ApplicantName} />
        <Line label={t('approval:application.purpose')} value={app.Purpose} />
        <Line label={t('approval:application.no')} value={app.ApplicationNo} testId="subject-application-no" />
        {app.TotalBudget !== null && <Line label={t('approval:application.totalBudget')} value={f.money(app.TotalBudget)} />}
        {app.BusinessBudgets.map((b) => (
          <Line key={b.Business} label={t('approval:application.businessBudget', { business: b.BusinessName })} value={f.money(b.Amount)} />
        ))}
        <Line label={t('approval:order.costCenter')} value={app.CostCenterName} />
        <Line label={t('approval:order.customItem')} value={app.CustomItemName} />
        {app.ExtendFields.map((e) => {
          const x = localExtendField(settings, e.Name, e.Value)
          return <Line key={e.Name} label={x.name} value={x.value} />
        })}
        <Line label={t('approval:application.remark')} value={app.Remark} />
      </View>
    </View>
  )
}

/** An order as its product declares it reads. */
function OrderSummary({ view, order }: { view: ApprovalViewDef; order: ApprovalOrder }) {
  const { t } = useTranslation()
  if (view.show === 'segments') return <SegmentsSummary order={order as unknown as ApprovalFlightOrder} testId={view.testId} />
  if (view.show === 'stay') return <StaySummary order={order as unknown as ApprovalHotelOrder} testId={view.testId} />
  const lines = (order as unknown as Record<string, unknown>)[view.lines ?? '']
  const extra = Object.entries(view.extra ?? {}).map(([label, field]) => ({
    label: t(label),
    value: String((order as unknown as Record<string, unknown>)[field] ?? ''),
  }))
  return <JourneysSummary order={order as JourneyOrder} lines={Array.isArray(lines) ? lines.map(String) : []} testId={view.testId} extra={extra} />
}

/** What the approval is about, whatever its kind: every order kind and the trip application. */
export function SubjectSummary({ detail }: { detail: ApprovalDetail }) {
  const shown = approvalOrderOf(detail)
  return (
    <>
      {detail.AfterSale && <AfterSaleSummary item={detail.AfterSale} />}
      {shown && <OrderSummary view={shown.view} order={shown.order} />}
      {detail.TripApplication && <ApplicationSummary app={detail.TripApplication} />}
    </>
  )
}

/** Under an out-of-policy booking: the rules it breaks and the traveller's reason. */
function PolicyNotes({ inPolicy, violations, reason }: { inPolicy: boolean; violations: string[]; reason: string | null | undefined }) {
  const { t } = useTranslation()
  return (
    <>
      {!inPolicy && violations.length > 0 && (
        <View className="ap-seg__violations">
          {violations.map((v, i) => (
            <Text key={i} className="ap-seg__violation">
              {v}
            </Text>
          ))}
        </View>
      )}
      {reason && (
        <Text className="ap-seg__reason" data-testid="segment-reason">
          {t('approval:card.reason', { reason })}
        </Text>
      )}
    </>
  )
}
