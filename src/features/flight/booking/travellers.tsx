/**
 * Travellers of a flight order: quick chips (oneself, the travellers chosen on the search page,
 * frequent travellers) toggle people on and off; the list shows each one's ticket type, document
 * and phone with edit and remove; 'add' opens the kit's picker, a new one its form. On a first
 * visit the travellers of the search (or oneself) fly, with the first one's department and cost
 * centre, and the approved application's code when it covers them.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { BookPerson } from '@api/flight'
import type { BookingPageState } from '@/components/booking'
import PassengerForm from '@/components/passenger-form'
import PassengerPicker from '@/components/passenger-picker'
import { fromBookPerson, fromFrequent } from '@/components/passenger-picker/convert'
import { Chip } from '@/components/ui/chip'
import { useLoadable } from '@/components/use-loadable'
import { clock } from '@/core/clock'
import { emptyTraveller, isMasked, maskIdNo, MAX_TRAVELLERS, passengerKind, travellerName, type TravellerDraft } from '@/domain/booking'
import { loadAuthCode, prefillAuthCode } from '@/shared/auth-code'
import { useStores } from '@/stores'
import { removeTraveller, tripDates, upsertTraveller, type FlightDraft } from '../booking-draft'
import { flightTravellerSource as source } from '../order-api'
import type { FlightSelection } from '../selection'

export const travellerAnchor = (key: string) => `bk-traveller-${key}`
let newKey = 0

/** First visit: who flies, their department and cost centre, the application's code when it covers them. */
function start(draft: FlightDraft, sel: FlightSelection, people: BookPerson[], self: BookPerson | null, authCode: string, userId?: number) {
  if (draft.own.travellers.length === 0) draft.setOwn({ travellers: people.map(fromBookPerson) })
  draft.prefill(null, people[0] ?? self)
  const booking = { travellers: draft.own.travellers, selection: sel }
  const code = prefillAuthCode(draft.fields.authorizationCode, authCode, loadAuthCode(userId), booking)
  if (code && code !== draft.fields.authorizationCode) draft.setFields({ ...draft.fields, authorizationCode: code })
}

function Travellers({ page, draft, sel, authCode }: { page: BookingPageState; draft: FlightDraft; sel: FlightSelection; authCode: string }) {
  const { session, ui } = useStores()
  const { t } = page
  const [editing, setEditing] = useState<TravellerDraft | null>(null)
  const [picking, setPicking] = useState(false)
  const list = draft.own.travellers
  const dates = tripDates(sel, clock.today())

  const people = useLoadable(async () => {
    const [scope, frequent] = await Promise.all([
      source.bookPersons({ PageSize: 100 }),
      source.frequentTravellers({ PageSize: 10 }).catch(() => ({ Total: 0, Travelers: [] })),
    ])
    const self = scope.Persons.find((p) => p.IsSelf) ?? null
    const chosen = sel.passengerIds.map((id) => scope.Persons.find((p) => p.PersonId === id)).filter((p): p is BookPerson => !!p)
    // Booking scope 'Self': the server books nobody else, so nobody else is offered.
    const selfOnly = scope.ScopeKind === 'Self'
    const chips: TravellerDraft[] = []
    for (const d of [...(self ? [fromBookPerson(self)] : []), ...chosen.map(fromBookPerson), ...(selfOnly ? [] : frequent.Travelers.map(fromFrequent))]) {
      if (!chips.some((c) => c.key === d.key) && chips.length < 6) chips.push(d)
    }
    if (!draft.restored) start(draft, sel, chosen.length ? chosen : self ? [self] : [], self, authCode, session.personalInfor?.UserID)
    return { chips, selfOnly }
  })
  useEffect(() => void people.reload(), [draft])

  const add = (d: TravellerDraft) => {
    if (draft.own.travellers.some((x) => x.key === d.key) || draft.own.travellers.length < MAX_TRAVELLERS) upsertTraveller(draft, d)
    else ui.toast(t('booking:travellers.tooManyTravellers', { max: MAX_TRAVELLERS }))
  }
  const selfOnly = people.data?.selfOnly ?? false
  const setIssue = page.shown('travellers')
  return (
    <View className="bk-card" id="bk-travellers" data-testid="bk-travellers">
      <View className="bk-card__head">
        <Text className="booking-card__title">{t('flight:booking.travellers')}</Text>
        <Text className="bk-card__sub">{t('flight:booking.travellerCount', { n: list.length, max: MAX_TRAVELLERS })}</Text>
      </View>
      {people.status === 'loading' && <View className="bk-skeleton" />}
      {people.status === 'error' && (
        <View className="bk-inline-state" role="button" onClick={() => void people.reload()}>
          <Text>{t('common:loadFailed')}</Text>
          <Text className="booking-link">{t('common:retry')}</Text>
        </View>
      )}
      <View className="booking-chips">
        {(people.data?.chips ?? []).map((c) => (
          <Chip
            key={c.key}
            look="outline"
            role="checkbox"
            on={list.some((d) => d.key === c.key)}
            testId={`bk-chip-${c.key}`}
            onTap={() => (list.some((d) => d.key === c.key) ? removeTraveller(draft, c.key) : add(c))}
          >
            <Text>{travellerName(c)}</Text>
          </Chip>
        ))}
        {!selfOnly && (
          <Chip look="add" role="button" testId="bk-add-traveller" onTap={() => setPicking(true)}>
            <Text>{t('flight:booking.addTraveller')}</Text>
          </Chip>
        )}
      </View>
      {selfOnly && <Text className="booking-note">{t('flight:booking.selfOnly')}</Text>}
      {list.map((d) => {
        const kind = passengerKind(d.birthDate, dates.firstDate)
        const mine = page.issues.filter((i) => i.field === `traveller.${d.key}`)
        const issue = mine.find((i) => i.severity === 'error')
        const warning = mine.find((i) => i.severity === 'warning')
        const shown = draft.showAll ? page.message(issue) : undefined
        return (
          <View key={d.key} className={`bk-pax ${shown ? 'bk-pax--error' : ''}`} id={travellerAnchor(d.key)} data-testid={`bk-pax-${d.key}`}>
            <View
              className="bk-pax__remove"
              role="button"
              aria-label={t('flight:booking.removeTraveller', { name: travellerName(d) })}
              onClick={() => removeTraveller(draft, d.key)}
            >
              <Text className="bk-pax__minus">−</Text>
            </View>
            <View className="bk-pax__body" role="button" onClick={() => setEditing(d)}>
              <View className="bk-pax__line">
                <Text className="bk-pax__name">{travellerName(d) || t('flight:booking.unnamed')}</Text>
                {kind && <Text className={`pax-kind pax-kind--${kind}`}>{t(`booking:passengerKind.${kind}`)}</Text>}
              </View>
              <Text className="bk-pax__doc">
                {d.idNo ? `${t(`booking:idType.${d.idType}`)} ${isMasked(d.idNo) ? d.idNo : maskIdNo(d.idNo)}` : t('flight:booking.noDocument')}
              </Text>
              {d.mobile && <Text className="bk-pax__doc">{`+${d.mobileCountryCode} ${d.mobile}`}</Text>}
              {shown && <Text className="booking-error">{shown}</Text>}
              {!issue && warning && <Text className="booking-why">{page.message(warning)}</Text>}
            </View>
            <View className="bk-pax__edit" role="button" onClick={() => setEditing(d)}>
              <Text>{t('common:edit')}</Text>
            </View>
          </View>
        )
      })}
      {setIssue && (
        <View role="alert">
          <Text className="booking-error">{page.message(setIssue)}</Text>
        </View>
      )}
      <PassengerForm
        open={editing !== null}
        initial={editing ?? emptyTraveller('none')}
        dates={dates}
        countryCodes={source.countryCodes}
        onClose={() => setEditing(null)}
        onSave={(d) => (add(d), setEditing(null))}
      />
      <PassengerPicker
        open={picking}
        source={source}
        selected={list}
        max={MAX_TRAVELLERS}
        onClose={() => setPicking(false)}
        onAddNew={() => (setPicking(false), setEditing(emptyTraveller(`n${Date.now().toString(36)}${newKey++}`)))}
        onDone={(l) => (draft.setOwn({ travellers: l }), setPicking(false))}
      />
    </View>
  )
}

export default observer(Travellers)
