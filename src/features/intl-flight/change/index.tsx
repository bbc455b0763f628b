/**
 * /intlPlaneTicket/change?orderNo= — changing one leg of an international order (改签) for all its
 * travellers: the leg (one that has left or whose fare family allows no change says so and cannot
 * be chosen), the new date in the kit's calendar, the itineraries of the leg's route that day with
 * each fare's change fee, fare difference and total, the reason the company's change settings
 * ask for, a confirmation sheet with what is due, then the cashier when the traveller pays their
 * share, else back to the order showing the change.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { IntlOrderLeg } from '@api/intlflight'
import { useAfterSale } from '@/components/after-sale'
import { useAfterSaleReason } from '@/components/after-sale/reason-field'
import Calendar from '@/components/calendar'
import { useFormat } from '@/components/format'
import { ConfirmSheet, SheetRow } from '@/components/order-details'
import Page from '@/components/page'
import { ActionBar } from '@/components/ui/action-bar'
import { MainButton } from '@/components/ui/button'
import { ErrorBlock, LoadStates, Skeletons, StateBlock } from '@/components/ui/states'
import { useLoadable } from '@/components/use-loadable'
import { clock } from '@/core/clock'
import { isApiError } from '@/core/errors'
import { replace } from '@/core/navigate'
import { useStores } from '@/stores'
import { firstChangeableLeg, legChange } from '@/domain/intl-change'
import { ErrorCode } from '@api/errors'
import { INTL_SALE_DAYS } from '@api/intlflight-values'
import { applyChange, changeQuote } from '../api'
import { cityOf, intlCalendarLabels, useIntlText } from '../components/labels'
import { useIntlOrder } from '../use-order'
import { ChangeOptions, type ChosenFare } from './options'
import '../components/index.scss'
import './index.scss'

const legDate = (l: IntlOrderLeg | undefined) => l?.Segments[0]?.DepartTime.slice(0, 10) ?? ''

function IntlChange() {
  const { t, lang } = useIntlText()
  const f = useFormat()
  const { ui, settings } = useStores()
  // The company's change reason, in words (its ChangeSettings), as the bus and train changes ask it.
  const why = useAfterSaleReason(settings.section('IntlFlightSettings').ChangeSettings.ChangeReasonSettings, 'change-reason')
  const today = clock.today()
  const [legNo, setLegNo] = useState<number | null>(null)
  const [date, setDate] = useState('')
  const [calendarOpen, setCalendarOpen] = useState(false)
  const [chosen, setChosen] = useState<ChosenFare | null>(null)
  const [confirming, setConfirming] = useState(false)
  const { orderNo, order, status, load } = useIntlOrder({
    reloadOnShow: false,
    onLoad: (o) => {
      const first = firstChangeableLeg(o.Legs, clock.now())
      const day = legDate(o.Legs.find((l) => l.LegNo === first))
      setLegNo((n) => n ?? first ?? o.Legs[0]?.LegNo ?? null)
      setDate((d) => d || (day > today ? day : today))
    },
  })
  const leg = order?.Legs.find((l) => l.LegNo === legNo)
  const verdict = leg ? legChange(leg, clock.now()) : 'departed'
  const ready = !!order && !!leg && !!date && verdict === 'ok'
  const quote = useLoadable(() => changeQuote({ OrderNo: orderNo, LegNo: legNo!, NewDate: date }))
  useEffect(() => {
    setChosen(null)
    if (ready) void quote.reload()
  }, [order?.OrderNo, legNo, date, ready])
  const q = ready && quote.status === 'ready' ? quote.data : null
  const { busy, send } = useAfterSale('ic')

  const confirm = () =>
    chosen &&
    send({
      run: async (requestId) => {
        const r = await applyChange({
          OrderNo: orderNo,
          ClientRequestId: requestId,
          LegNo: legNo!,
          ItineraryKey: chosen.option.Key,
          Family: chosen.fare.Family,
          Total: chosen.fare.Total,
          ...why.request(),
        }).catch((e: unknown) => {
          // The flight or its seats went meanwhile (1110): the day's flights again.
          if (isApiError(e) && e.code === ErrorCode.IntlFlightOfferExpired) {
            setConfirming(false)
            void quote.reload()
          }
          throw e
        })
        setConfirming(false)
        ui.toast(t(r.NeedApproval ? 'intlFlight:change.doneApproval' : r.NeedPayment ? 'intlFlight:change.donePay' : 'intlFlight:change.done'))
        void replace(r.NeedPayment ? 'intlPay' : 'intlOrderDetails', { orderNo })
      },
      onMoved: () => {
        setConfirming(false)
        ui.toast(t('intlFlight:change.moved'))
        void quote.reload()
      },
    })

  const legName = (l: IntlOrderLeg) =>
    `${t('intlFlight:change.leg', { n: l.LegNo })} ${cityOf(order!.Places, l.Segments[0].From)} → ${cityOf(order!.Places, l.Segments[l.Segments.length - 1].To)} · ${l.Segments.map((s) => s.FlightNo).join('/')} · ${l.FamilyName}`
  return (
    <Page title="intlFlight:change.title" className="intl-change" testId="intl-change">
      <LoadStates load={{ status, reload: load }} data={order} count={3} testId="change" />
      {order && (
        <View className="ic">
          <View className="intl-card" role="radiogroup">
            <Text className="intl-card__title">{t('intlFlight:change.which')}</Text>
            {order.Legs.map((l) => {
              const v = legChange(l, clock.now())
              const on = l.LegNo === legNo
              return (
                <View
                  key={l.LegNo}
                  className={`ic-leg ${on ? 'ic-leg--on' : ''} ${v === 'ok' ? '' : 'ic-leg--off'}`}
                  role="radio"
                  aria-checked={on}
                  aria-disabled={v !== 'ok'}
                  data-testid={`change-leg-${l.LegNo}`}
                  onClick={() => {
                    setLegNo(l.LegNo)
                    if (v === 'ok' && legDate(l) > today) setDate(legDate(l))
                  }}
                >
                  <View className="ic-leg__dot" />
                  <View className="ic-leg__name">
                    <Text className="intl-card__line">{legName(l)}</Text>
                    {v !== 'ok' && (
                      <Text className="intl-card__warn" data-testid="change-not-allowed">
                        {t(v === 'departed' ? 'intlFlight:change.departed' : 'intlFlight:change.notAllowed', { family: l.FamilyName })}
                      </Text>
                    )}
                  </View>
                </View>
              )
            })}
            <Text className="intl-card__sub">
              {t('intlFlight:change.allTravellers', {
                names: order.Tickets.filter((x) => x.Status === 'Issued')
                  .map((x) => x.PassengerName)
                  .join('、'),
              })}
            </Text>
          </View>
          {verdict === 'ok' && (
            <>
              <View className="intl-card">
                <View className="ic-date" role="button" data-testid="change-date" onClick={() => setCalendarOpen(true)}>
                  <Text>{t('intlFlight:change.date', { date: f.day(date, today) })}</Text>
                  <Text className="ic-date__pick">{t('intlFlight:change.pickDate')}</Text>
                </View>
                {q && (
                  <Text className="intl-card__sub" data-testid="change-fee-rule">
                    {t('intlFlight:change.feeRule', { family: q.Families[q.Family]?.Name ?? q.Family, fee: f.money(q.ChangeFee) })}
                  </Text>
                )}
              </View>
              {quote.status === 'loading' && <Skeletons count={2} tall testId="change-options-loading" />}
              {quote.status === 'error' && <ErrorBlock onRetry={() => void quote.reload()} testId="change-options-error" />}
              {q && q.Options.length === 0 && <StateBlock text={t('intlFlight:change.none')} testId="change-none" />}
              {q && <ChangeOptions quote={q} chosen={chosen} onChoose={setChosen} />}
              {why.field && <View className="intl-card">{why.field}</View>}
            </>
          )}
        </View>
      )}
      <ActionBar testId="change-bar">
        <View className="ic-bar__money">
          {chosen ? (
            <>
              <Text className="ic-bar__amount" data-testid="change-total">
                {f.money(chosen.fare.Total)}
              </Text>
              <Text className="intl-card__sub">{t('intlFlight:change.forAll', { n: q?.Travellers ?? 1 })}</Text>
            </>
          ) : (
            <Text className="intl-card__sub">{t('intlFlight:change.choose')}</Text>
          )}
        </View>
        <MainButton
          text={t('intlFlight:change.submit')}
          disabled={!chosen}
          onClick={() => (why.check() ? ui.toast(t('kit:afterSale.required')) : setConfirming(true))}
          testId="change-submit"
        />
      </ActionBar>
      <ConfirmSheet
        open={confirming && !!chosen}
        title={t('intlFlight:change.confirmTitle')}
        keep={t('intlFlight:change.keep')}
        confirm={t('intlFlight:change.confirm')}
        onClose={() => setConfirming(false)}
        onConfirm={() => void confirm()}
        busy={busy}
        testId="change-confirm-sheet"
        confirmTestId="change-confirm"
      >
        {chosen && (
          <>
            <SheetRow
              label={t('intlFlight:change.newFlights')}
              value={`${chosen.option.Segments.map((s) => s.FlightNo).join('/')} · ${chosen.option.Segments[0].DepartTime}`}
            />
            <SheetRow label={t('intlFlight:change.fee')} value={f.money(chosen.fare.ChangeFee)} />
            <SheetRow label={t('intlFlight:change.difference')} value={f.money(chosen.fare.FareDifference)} />
            <SheetRow label={t('intlFlight:change.total')} value={f.money(chosen.fare.Total)} strong testId="change-confirm-total" />
            <Text className="intl-card__sub">{t(order?.PaymentType === 'Company' ? 'intlFlight:change.companyPays' : 'intlFlight:change.youPay')}</Text>
          </>
        )}
      </ConfirmSheet>
      <Calendar
        open={calendarOpen}
        title={t('intlFlight:change.pickDate')}
        labels={intlCalendarLabels(t, lang)}
        mode="single"
        today={today}
        maxDays={INTL_SALE_DAYS}
        start={date || null}
        onSelect={(d) => setDate(d)}
        onClose={() => setCalendarOpen(false)}
        testId="change-calendar-sheet"
      />
    </Page>
  )
}

export default observer(IntlChange)
