/**
 * /planeTicket/change?orderNo= — changing a flight: which leg and which travellers, the new date
 * (the next 30 days), the flights of the same route that day with each cabin's change fee and
 * fare difference, the reasons the change settings ask for (and the lowest-fare reason when a
 * clearly cheaper fare was passed over), then the change order and, if money is due, the cashier.
 */
import { useEffect, useRef, useState } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import { ErrorCode } from '@api/errors'
import Calendar from '@/components/calendar'
import Page from '@/components/page'
import { Blocking, MainButton } from '@/components/ui/button'
import { isApiError } from '@/core/errors'
import { replace } from '@/core/navigate'
import { addDays, parseDate, toIsoDate } from '@/domain/dates'
import { checkReasonDraft, newRequestId, type ReasonDraft } from '@/domain/booking'
import { useStores } from '@/stores'
import { useLoadable } from '@/components/use-loadable'
import { useReasonCodes } from '@/components/reason-sheet/use-reason-codes'
import { useFormat } from '@/components/format'
import ReasonSheet, { kindCodes } from '@/components/reason-sheet'
import { clock } from '@/core/clock'
import { windowSize } from '@/platform/window-size'
import { ActionBar } from '@/components/ui/action-bar'
import FlightOptions, { type Chosen } from './flight-options'
import { activePassengerIds, reasonIssue } from '../components/after-sale'
import { calendarLabels } from '../components/labels'
import { useFlightOrder } from '../use-order'
import { applyChange, changeFlights } from '../order-api'
import AfterSaleStates from '../components/after-sale-states'
import { PassengerChecks, ReasonCard } from '../components/after-sale-parts'
import '../components/order.scss'
import '../refund/index.scss'
import './index.scss'
import '@/features/flight/texts'

const DAYS = 30
/** Fares are sold up to a year ahead (flight/getFlightIndexInitInfo MaxBookDays). */
const MAX_DAYS = 365
type Which = 'Change' | 'LowestPrice'

function ChangePage() {
  const { t } = useTranslation()
  const f = useFormat()
  const { ui } = useStores()
  const [segment, setSegment] = useState(0)
  const [chosenPax, setChosenPax] = useState<number[]>([])
  const [date, setDate] = useState('')
  const today = clock.today()
  const { orderNo, order, status, load } = useFlightOrder({
    reloadOnShow: false,
    onLoad: (o) => {
      setChosenPax(activePassengerIds(o))
      const seg = o.Segments.find((s) => s.SegmentIndex === segment) ?? o.Segments[0]
      setDate((d) => d || (seg && seg.Flight.DepartDate >= today ? seg.Flight.DepartDate : today))
    },
  })
  const [chosen, setChosen] = useState<Chosen | null>(null)
  const [reasons, setReasons] = useState<Partial<Record<Which, ReasonDraft>>>({})
  const codes = useReasonCodes('Flight')
  const [sheet, setSheet] = useState<Which | null>(null)
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [calendarOpen, setCalendarOpen] = useState(false)
  const requestId = useRef(newRequestId('ch'))
  // One day cell is 166 design px (150 wide + 16 gap) of a 750-wide design.
  const dayWidth = (166 * windowSize().width) / 750
  const days = Array.from({ length: DAYS }, (_, i) => toIsoDate(addDays(parseDate(today)!, i)))

  // The flights of the chosen day for the chosen travellers; nothing to ask while no one is chosen.
  const idle = !order || !date || chosenPax.length === 0
  const flights = useLoadable(() => changeFlights({ OrderNo: order!.OrderNo, PassengerIds: chosenPax, SegmentIndex: segment, NewDate: date }))
  useEffect(() => {
    setChosen(null)
    if (!idle) void flights.reload()
  }, [order, segment, date, chosenPax.join()])

  const openSheet = (which: Which) => {
    codes.ensure(which)
    setSheet(which)
  }

  const res = !idle && flights.status === 'ready' ? flights.data : null
  const changeRule = res?.Reason ?? { IsDisplay: false, IsRequired: false, IsDisplayOtherItem: false }
  const lowestOn = !!res?.LowestPrice.IsEnable
  const needLowest = lowestOn && !!chosen && !chosen.cabin.IsLowest
  const changeIssue = reasonIssue(changeRule, reasons.Change)
  const lowestIssue = needLowest ? checkReasonDraft(reasons.LowestPrice, 'notLowest', 'lowest')[0] : undefined
  const reasonText = (which: Which) => {
    const r = reasons[which]
    if (!r) return t('flight:reason.choose')
    return [codes.of(which)?.find((c) => c.Id === r.codeId)?.Text, r.text].filter(Boolean).join(' · ') || t('flight:reason.chosen')
  }

  const submit = async () => {
    setTried(true)
    if (!order || !chosen) return ui.toast(t('flight:change.chooseFlight'))
    const problem = changeIssue ?? (lowestIssue ? { key: lowestIssue.key, params: lowestIssue.params } : null)
    if (problem) return ui.toast(t(problem.key, problem.params))
    setBusy(true)
    try {
      const r = await applyChange({
        ClientRequestId: requestId.current,
        OrderNo: order.OrderNo,
        PassengerIds: chosenPax,
        SegmentIndex: segment,
        NewFlightNo: chosen.flightNo,
        NewDepartDate: date,
        NewCabinCode: chosen.cabin.CabinCode,
        NewPrice: chosen.cabin.Price,
        ReasonCodeId: reasons.Change?.codeId ?? null,
        ReasonText: reasons.Change?.text.trim() || undefined,
        LowestPriceReasonCodeId: needLowest ? (reasons.LowestPrice?.codeId ?? null) : null,
        LowestPriceReasonText: needLowest ? reasons.LowestPrice?.text.trim() || undefined : undefined,
      })
      ui.toast(t(r.Status === 'PendingApproval' ? 'flight:change.submittedForApproval' : 'flight:change.submitted'))
      void replace(r.NeedPayment ? 'flightPay' : 'flightOrderDetails', { orderNo: order.OrderNo })
    } catch (e) {
      // A refused change made nothing: the next attempt is a new request.
      requestId.current = newRequestId('ch')
      if (isApiError(e) && e.code === ErrorCode.FlightOfferExpired) {
        ui.toast(t('errors:offerExpired.flight'))
        setChosen(null)
        void flights.reload()
      } else if (isApiError(e) && e.code === ErrorCode.OrderStatusChanged) {
        ui.toast(t('errors:orderStatusChanged'))
        void load()
      }
    } finally {
      setBusy(false)
    }
  }

  const selectable = order ? activePassengerIds(order) : []
  const segs = order
    ? order.Segments.filter((s) => order.Tickets.some((k) => k.SegmentIndex === s.SegmentIndex && (k.Status === 'Issued' || k.Status === 'Changed')))
    : []
  return (
    <Page title="flight:change.title" className="change-page" testId="change-page">
      <AfterSaleStates kind="change" orderNo={orderNo} order={order} status={status} selectable={selectable.length} onRetry={() => void load()} />
      {order && selectable.length > 0 && (
        <View className="as">
          {segs.length > 1 && (
            <View className="as-card" role="radiogroup">
              <Text className="as-card__title">{t('flight:change.which')}</Text>
              {segs.map((s) => (
                <View
                  key={s.SegmentIndex}
                  className="as-check"
                  role="radio"
                  aria-checked={segment === s.SegmentIndex}
                  onClick={() => setSegment(s.SegmentIndex)}
                >
                  <View className={`as-check__box as-check__box--round ${segment === s.SegmentIndex ? 'as-check__box--on' : ''}`} />
                  <Text className="as-check__name">{`${t(s.SegmentIndex === 0 ? 'flight:itinerary.outbound' : 'flight:itinerary.return')} ${s.Flight.DepartCityName} - ${s.Flight.ArriveCityName} ${s.Flight.FlightNo}`}</Text>
                </View>
              ))}
            </View>
          )}
          <PassengerChecks title={t('flight:change.who')} order={order} selectable={selectable} chosen={chosenPax} onChange={setChosenPax} />
          <View className="as-card as-card--dates">
            <View className="ch-date-head">
              <Text className="as-card__title">{t('flight:change.date')}</Text>
              <View className="ch-date-more" role="button" data-testid="change-calendar" onClick={() => setCalendarOpen(true)}>
                <Text>{t('flight:change.calendar')}</Text>
              </View>
            </View>
            {/* scrollLeft, not scrollIntoView: the latter also scrolls the H5 page sideways. */}
            <ScrollView scrollX className="ch-dates" scrollLeft={Math.max(0, days.indexOf(date) - 1) * dayWidth} scrollWithAnimation data-testid="change-dates">
              {days.map((d) => (
                <View
                  key={d}
                  id={`ch-day-${d}`}
                  className={`ch-day ${d === date ? 'ch-day--on' : ''}`}
                  role="radio"
                  aria-checked={d === date}
                  data-testid={`change-day-${d}`}
                  onClick={() => setDate(d)}
                >
                  <Text>{f.day(d, today)}</Text>
                </View>
              ))}
            </ScrollView>
          </View>
          <View className="as-card">
            <Text className="as-card__title">{t('flight:change.flights', { date: f.day(date, today) })}</Text>
            {!idle && flights.status === 'loading' && <View className="ch-skeleton" data-testid="change-flights-loading" />}
            {!idle && flights.status === 'error' && (
              <View className="as-muted" role="button" onClick={() => void flights.reload()}>
                <Text>{t('common:loadFailed')}</Text>
                <Text className="bk-link">{` ${t('common:retry')}`}</Text>
              </View>
            )}
            {idle && <Text className="as-muted">{t('flight:change.chooseWho')}</Text>}
            {res && res.Options.length === 0 && (
              <Text className="as-muted" data-testid="change-no-flights">
                {t('flight:change.noFlights')}
              </Text>
            )}
            {res && <FlightOptions options={res.Options} chosen={chosen} onChoose={setChosen} lowestRuleOn={lowestOn} />}
            {tried && !chosen && <Text className="as-error">{t('flight:change.chooseFlight')}</Text>}
          </View>
          {needLowest && (
            <ReasonCard
              title={t('flight:reason.notLowestTitle')}
              required
              chosen={!!reasons.LowestPrice}
              text={reasonText('LowestPrice')}
              problem={lowestIssue}
              tried={tried}
              testId="change-lowest-reason"
              onOpen={() => openSheet('LowestPrice')}
            >
              <Text className="as-warn">
                {t('flight:change.lowestRule', { hours: res?.LowestPrice.RangeHour ?? 0, price: f.money((res?.LowestPrice.RangePrice ?? 0) * 100) })}
              </Text>
            </ReasonCard>
          )}
          {changeRule.IsDisplay && (
            <ReasonCard
              title={t('flight:change.reason')}
              required={changeRule.IsRequired}
              chosen={!!reasons.Change}
              text={reasonText('Change')}
              problem={changeIssue}
              tried={tried}
              testId="change-reason"
              onOpen={() => openSheet('Change')}
            />
          )}
          <Text className="as-note">{t('flight:change.note')}</Text>
          <ActionBar>
            <View className="ch-bar__money">
              {chosen ? (
                <>
                  <Text className="ch-bar__amount" data-testid="change-payable">
                    {f.money(chosen.cabin.TotalPayable)}
                  </Text>
                  <Text className="as-muted">
                    {t('flight:change.moneyLine', { fee: f.money(chosen.cabin.ChangeFee), diff: f.money(chosen.cabin.PriceDifference) })}
                  </Text>
                </>
              ) : (
                <Text className="as-muted">{t('flight:change.chooseFlight')}</Text>
              )}
            </View>
            <MainButton className="ch-bar__submit" text={t('flight:change.submit')} onClick={() => void submit()} busy={busy} testId="change-submit" />
          </ActionBar>
        </View>
      )}
      <ReasonSheet
        open={sheet !== null}
        title={t(sheet === 'LowestPrice' ? 'flight:reason.notLowestTitle' : 'flight:change.reason')}
        {...kindCodes(codes, sheet)}
        allowOther={sheet === 'LowestPrice' ? true : changeRule.IsDisplayOtherItem}
        need={sheet === 'LowestPrice' ? 'notLowest' : null}
        value={sheet ? reasons[sheet] : undefined}
        onSave={(r) => {
          if (sheet) setReasons((x) => ({ ...x, [sheet]: r }))
          setSheet(null)
        }}
        onClose={() => setSheet(null)}
        testId="change-reason-sheet"
      />
      <Calendar
        open={calendarOpen}
        title={t('flight:change.date')}
        labels={calendarLabels(t, f.lang)}
        mode="single"
        today={today}
        maxDays={MAX_DAYS}
        start={date || null}
        onSelect={(d) => setDate(d)}
        onClose={() => setCalendarOpen(false)}
        testId="change-calendar-sheet"
      />
      <Blocking show={busy} text={t('flight:change.submitting')} />
    </Page>
  )
}

export default observer(ChangePage)
