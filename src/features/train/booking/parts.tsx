/**
 * A train order's own parts in the booking frame (components/booking): the train and class, the
 * alternates and deadline of a grab, the travellers with their railway checks, the seats by
 * letter or on the seat map; the money lines; and what trains are to the booking engine.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { bookingTexts, type BookingPageState, type BookingProduct } from '@/components/booking'
import { useFormat } from '@/components/format'
import { Chip } from '@/components/ui/chip'
import { FormRow } from '@/components/ui/form'
import { PolicyTag } from '@/components/ui/tag'
import { shiftDay } from '@/domain/hotel-stay'
import { canBuyOnline } from '@/domain/train'
import { payStart, trainFieldsSource, trainTravellerSource } from '../api'
import SeatLetters from '../components/seat-letters'
import { RouteTimes } from '../components/train-row'
import { seatClassName, useTrainText, verdictDetail } from '../components/labels'
import { classLetters, setTravellers, toggleGrab, type TrainDraft } from '../order-draft'
import { trainSearch } from '../search-store'
import type { TrainSelection } from '../selection'

export const product = (grab: boolean): BookingProduct => ({
  prefix: 'tb',
  testId: grab ? 'train-grab' : 'train-booking',
  summaryTestId: 'tb-train',
  section: 'TrainSettings',
  codes: 'Train',
  fieldsSource: trainFieldsSource,
  countryCodes: trainTravellerSource.countryCodes,
  handOver: { pay: 'trainPay', details: 'trainOrderDetails', payStart },
  texts: grab ? bookingTexts('train', { title: 'train:title.grab', submit: 'train:grab.submit' }) : bookingTexts('train'),
})

const checkTone = (status: string) => (status === 'Verified' ? 'ok' : status === 'ProvisionallyPassed' || status === 'Pending' ? 'warn' : 'bad')

export function TrainSummary({ sel }: { sel: TrainSelection }) {
  const { t, lang } = useTrainText()
  const f = useFormat()
  const { train, seat } = sel
  return (
    <>
      <RouteTimes row={{ ...train, Seats: sel.seats }} lang={lang} />
      <Text className="train-card__sub">{`${f.day(train.DepartDate, trainSearch.route.today)} · ${train.TrainTypeName}`}</Text>
      <View className="tb-class">
        <Text className="tb-class__name">{`${seatClassName(t, seat.SeatClass)} ${f.money(seat.Price)}`}</Text>
        <PolicyTag inPolicy={seat.Policy.InPolicy} testId="tb-policy" />
      </View>
      {!seat.Policy.InPolicy && <Text className="train-card__why">{verdictDetail(t, seat.Policy)}</Text>}
    </>
  )
}

const toggleChip = (on: boolean, text: string, onClick: () => void, testId: string, fixed = false) => (
  <Chip key={testId} role="checkbox" on={on} disabled={fixed} testId={testId} onTap={onClick}>
    <Text>{text}</Text>
  </Chip>
)

/** A grab's alternates: other trains of the route, later dates, other classes; and until when to try. */
export const GrabPart = observer(function GrabPart({
  page,
  draft,
  sel,
  price,
  onDeadline,
}: {
  page: BookingPageState
  draft: TrainDraft
  sel: TrainSelection
  price: number
  onDeadline: () => void
}) {
  const { t } = useTrainText()
  const f = useFormat()
  const { train, seat } = sel
  const g = draft.own.grab
  const others = trainSearch.rows
    .filter(
      (r) =>
        r.FromStation.Code === train.FromStation.Code &&
        r.ToStation.Code === train.ToStation.Code &&
        r.DepartDate === train.DepartDate &&
        r.TrainNo !== train.TrainNo,
    )
    .slice(0, 12)
  const dates = [0, 1, 2, 3, 4].map((n) => shiftDay(train.DepartDate, n)).filter((d) => d <= trainSearch.route.lastSaleDate)
  return (
    <View className="booking-card" id="tb-grab" data-testid="tb-grab">
      <Text className="booking-card__title">{t('train:grab.alternates')}</Text>
      <Text className="train-card__sub">{t('train:grab.how')}</Text>
      <Text className="train-sheet__caption">{t('train:grab.trains')}</Text>
      <View className="train-chips">
        {toggleChip(true, `${train.TrainNo} ${train.DepartTime}`, () => undefined, `grab-train-${train.TrainNo}`, true)}
        {others.map((r) =>
          toggleChip(g.trainNos.includes(r.TrainNo), `${r.TrainNo} ${r.DepartTime}`, () => toggleGrab(draft, 'trainNos', r.TrainNo), `grab-train-${r.TrainNo}`),
        )}
      </View>
      <Text className="train-sheet__caption">{t('train:grab.dates')}</Text>
      <View className="train-chips">
        {dates.map((d, i) =>
          toggleChip(g.dates.includes(d), f.day(d, trainSearch.route.today), () => i > 0 && toggleGrab(draft, 'dates', d), `grab-date-${d}`, i === 0),
        )}
      </View>
      <Text className="train-sheet__caption">{t('train:grab.classes')}</Text>
      <View className="train-chips">
        {sel.seats.map((s) =>
          toggleChip(
            g.classes.includes(s.SeatClass),
            `${seatClassName(t, s.SeatClass)} ${f.money(s.Price)}`,
            () => s.SeatClass !== seat.SeatClass && toggleGrab(draft, 'classes', s.SeatClass),
            `grab-class-${s.SeatClass}`,
            s.SeatClass === seat.SeatClass,
          ),
        )}
      </View>
      <FormRow label={t('train:grab.deadline')} required arrow onClick={onDeadline} error={page.message(page.shown('grab.deadline'))} testId="grab-deadline">
        <Text className={g.deadline ? '' : 'tb-placeholder'}>{g.deadline ? f.stamp(g.deadline) : t('train:grab.deadlineHint')}</Text>
      </FormRow>
      <Text className="train-card__sub">{t('train:grab.prepay', { amount: f.money(price) })}</Text>
    </View>
  )
})

/** The travellers with the railway's check of each; seats by letter or on the map for tickets. */
export const Travellers = observer(function Travellers({
  page,
  draft,
  sel,
  grab,
  onAdd,
  onRecheck,
  onSeatMap,
}: {
  page: BookingPageState
  draft: TrainDraft
  sel: TrainSelection
  grab: boolean
  onAdd: () => void
  onRecheck: () => void
  onSeatMap: () => void
}) {
  const { t } = useTrainText()
  const o = draft.own
  const letters = classLetters(sel.seat.SeatClass)
  return (
    <>
      <View className="booking-card" id="tb-travellers" data-testid="tb-travellers">
        <Text className="booking-card__title">{t('train:booking.travellers')}</Text>
        {o.travellers.map((p) => {
          const c = o.checks.find((x) => x.PersonId === p.id)
          return (
            <View key={p.id} className="tb-traveller" data-testid={`tb-traveller-${p.id}`}>
              <Text className="tb-traveller__name">{p.name}</Text>
              {c && (
                <Text className={`train-status train-status--${checkTone(c.Status)}`} data-testid="tb-check">
                  {c.StatusName}
                </Text>
              )}
              {c && c.Status === 'Pending' && (
                <View className="tb-traveller__link" role="button" onClick={onRecheck}>
                  <Text>{t('train:booking.recheck')}</Text>
                </View>
              )}
              <View
                className="tb-traveller__remove"
                role="button"
                aria-label={t('train:search.removeTraveller', { name: p.name })}
                onClick={() =>
                  setTravellers(
                    draft,
                    o.travellers.filter((x) => x.id !== p.id),
                  )
                }
              >
                <Text>×</Text>
              </View>
              {c && !canBuyOnline(c.Status) && <Text className="tb-traveller__why">{t(`train:check.${c.Status}`)}</Text>}
            </View>
          )
        })}
        <View className="tb-add" role="button" data-testid="tb-add-traveller" onClick={onAdd}>
          <Text>{t('train:booking.addTraveller')}</Text>
        </View>
        {page.shown('travellers') && <Text className="booking-error">{page.message(page.shown('travellers'))}</Text>}
      </View>
      {!grab && letters.length > 0 && o.travellers.length > 0 && (
        <View className="booking-card" id="tb-seats" data-testid="tb-seats">
          <Text className="booking-card__title">{t('train:seat.title')}</Text>
          <SeatLetters letters={letters} value={o.letters} travellers={o.travellers.length} onChange={(v) => draft.setOwn({ letters: v, seats: [] })} />
          <View className="tb-add" role="button" data-testid="open-seat-map" onClick={onSeatMap}>
            <Text>
              {o.seats.length
                ? t('train:seatMap.picked', {
                    seats: o.seats.map((s) => t('train:seatMap.seat', { coach: s.Coach, seat: s.Seat })).join('、'),
                  })
                : t('train:seatMap.open')}
            </Text>
          </View>
          {page.shown('seats') && <Text className="booking-error">{page.message(page.shown('seats'))}</Text>}
        </View>
      )}
    </>
  )
})
