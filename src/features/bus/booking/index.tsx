/**
 * /bus/bookDetails — booking the chosen departure on the booking engine (components/booking): the
 * departure and its mark, the passengers (by name: each travels on their ID document), and the
 * engine's reason of a departure outside the standard, contact, payment, company fields and submit.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { MAX_BUS_PASSENGERS } from '@api/bus-values'
import { ErrorCode } from '@api/errors'
import BookingPage, {
  BookingDraft,
  bookingTexts,
  useBookingPage,
  policyReasons,
  useChoiceOrBack,
  withBookScope,
  type BookingProduct,
} from '@/components/booking'
import { useFormat } from '@/components/format'
import { ColleagueSheet, type PickedPerson } from '@/components/search-travellers'
import { PolicyTag } from '@/components/ui/tag'
import { SESSION_KEYS } from '@/core/storage-keys'
import { replace } from '@/core/navigate'
import { issueError, ticketSplit } from '@/domain/booking'
import { sessionStore } from '@/platform/storage'
import { stationText } from '@/shared/station-ref'
import { useStores } from '@/stores'
import { busFieldsSource, busTravellerSource, payStart, submitOrder } from '../api'
import { useBusText } from '../components/labels'
import { loadSelection } from '../search-store'
import BusTravellers from './travellers'
import '../components/index.scss'
import './index.scss'

const PRODUCT: BookingProduct = {
  prefix: 'bb',
  testId: 'bus-booking',
  summaryTestId: 'bb-bus',
  section: 'BusSettings',
  codes: 'Bus',
  fieldsSource: busFieldsSource,
  countryCodes: busTravellerSource.countryCodes,
  handOver: { pay: 'busPay', details: 'busOrderDetails', payStart },
  texts: bookingTexts('bus'),
}

type Own = { travellers: PickedPerson[] }

function BusBooking() {
  const { ui } = useStores()
  const { t, lang } = useBusText()
  const f = useFormat()
  const [row] = useState(loadSelection)
  const [draft] = useState(() =>
    row
      ? new BookingDraft<Own, never>({
          store: sessionStore,
          key: SESSION_KEYS.busBookingDraft,
          choiceKey: `${row.ScheduleNo}|${row.Date}|${row.Price}`,
          idPrefix: 'bb',
          own: { travellers: [] },
        })
      : null,
  )
  const [picking, setPicking] = useState(false)
  const o = draft?.own
  const count = o?.travellers.length ?? 0
  const split = draft?.payment && count && row ? ticketSplit(row.Price, count, row.Policy.PriceToBeat, draft.payment) : null

  const page = useBookingPage(draft, PRODUCT, {
    ...policyReasons(row?.Policy.InPolicy),
    issues: () => (draft && !draft.own.travellers.length ? [issueError('travellers', 'bus:booking.travellerRequired')] : []),
    anchorOf: (i) => (i.field === 'travellers' ? 'bb-travellers' : undefined),
    total: split?.total ?? null,
    split,
    send: () =>
      submitOrder({
        ...draft!.commonRequest({ contacts: 1 }),
        Choice: { ScheduleNo: row!.ScheduleNo, Date: row!.Date, Price: row!.Price },
        Passengers: draft!.own.travellers.map((p) => ({ PersonId: p.id })),
        PolicyReason: draft!.policyReason(row!.Policy.InPolicy),
      }),
    refused: (e) => {
      if (e.code !== ErrorCode.TrainOfferExpired) return false
      ui.toast(t('bus:booking.soldOut'))
      void replace('busList')
      return true
    },
    start: () =>
      withBookScope(busTravellerSource, (self) => {
        if (draft && !draft.own.travellers.length && self) draft.setOwn({ travellers: [{ id: self.PersonId, name: self.Name }] })
        draft?.prefill(null, self)
      }),
  })

  useChoiceOrBack(!!row, 'bus:booking.noSelection', 'busSearch')

  if (!draft || !row || !o) return <BookingPage page={page} summary={null} />
  return (
    <BookingPage
      page={page}
      summary={
        <>
          <Text className="bus-card__line">{`${f.day(row.Date)} ${row.DepartTime} ${stationText(row.FromStation, lang)} → ${row.ArriveTime} ${stationText(row.ToStation, lang)}`}</Text>
          <View className="bb-class">
            <Text className="bus-card__line">{`${row.ClassName} ${f.money(row.Price)}`}</Text>
            <PolicyTag inPolicy={row.Policy.InPolicy} testId="bb-policy" />
          </View>
          {!row.Policy.InPolicy && <Text className="bus-card__why">{row.Policy.Violations.map((v) => v.Message).join(' · ')}</Text>}
        </>
      }
      parts={
        <BusTravellers
          travellers={o.travellers}
          error={page.message(page.shown('travellers'))}
          onChange={(l) => draft.setOwn({ travellers: l })}
          onAdd={() => setPicking(true)}
        />
      }
      money={
        split && (
          <View>
            <Text className="bus-card__line">{t('bus:booking.tickets', { price: f.money(row.Price), count })}</Text>
            {split.company > 0 && <Text className="bus-card__line">{t('bus:booking.companyPays', { amount: f.money(split.company) })}</Text>}
            {split.personal > 0 && <Text className="bus-card__line">{t('bus:booking.youPay', { amount: f.money(split.personal) })}</Text>}
          </View>
        )
      }
      sheets={
        <ColleagueSheet
          open={picking}
          ns="bus"
          value={o.travellers}
          max={MAX_BUS_PASSENGERS}
          onDone={(l) => (draft.setOwn({ travellers: l }), setPicking(false))}
          onClose={() => setPicking(false)}
        />
      }
    />
  )
}

export default observer(BusBooking)
