/**
 * The travellers of an international order (oneself first; a booker adds colleagues, frequent
 * travellers or someone typed in, up to nine, through the kit's picker), each with the travel
 * document (number, issuing country, nationality, expiry checked against the trip's last day:
 * expired or ending before it is refused naming the traveller, under six months warned) and the
 * English names exactly as in the document.
 */
import { useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { IntlPassengerInput, IntlQuoteRes, NationListRes } from '@api/intlflight'
import { DOCUMENT_NO_PATTERN, MAX_INTL_PASSENGERS } from '@api/intlflight-values'
import type { BookPerson } from '@api/booking-data'
import { withBookScope, type BookingDraft } from '@/components/booking'
import PassengerPicker from '@/components/passenger-picker'
import { fromBookPerson } from '@/components/passenger-picker/convert'
import PickerDialog from '@/components/picker-dialog'
import { FormRow, TextField } from '@/components/ui/form'
import { emptyTraveller, issueError, type Issue, type TravellerDraft } from '@/domain/booking'
import { documentVerdict, englishNameProblem, normalizeEnglishName } from '@/domain/intl-flight'
import { intlTravellerSource, passportOf } from '../api'
import { useIntlText } from './labels'

export interface PassengerDraft {
  /** The picker's draft of this traveller (its key is the traveller's identity on the form). */
  picked: TravellerDraft
  personId: number | null
  frequentTravelerId: number | null
  name: string
  lastName: string
  firstName: string
  nationality: string
  docNo: string
  issuer: string
  expiry: string
}

export type IntlDraft = BookingDraft<{ pax: PassengerDraft[] }, IntlQuoteRes>

const DOC_NO = new RegExp(DOCUMENT_NO_PATTERN)
const DATE = /^\d{4}-\d{2}-\d{2}$/
let typedIn = 0

/** A traveller from the picker: a passport on file fills the document. */
export function passengerOf(d: TravellerDraft): PassengerDraft {
  const passport = d.idType === 'Passport'
  const nation = d.nationality || 'CN'
  const name = d.chName || [d.lastName, d.firstName].filter(Boolean).join('/')
  const doc = { docNo: passport ? d.idNo : '', issuer: nation, expiry: passport ? d.idExpiry : '' }
  return {
    picked: d,
    personId: d.personId,
    frequentTravelerId: d.frequentTravelerId,
    name,
    lastName: d.lastName,
    firstName: d.firstName,
    nationality: nation,
    ...doc,
  }
}

export const draftOf = (p: BookPerson): PassengerDraft => ({
  ...passengerOf(fromBookPerson(p)),
  name: p.Name || p.ChName,
})

export function passengersOf(pax: readonly PassengerDraft[]): IntlPassengerInput[] {
  return pax.map((p) => ({
    PersonId: p.personId,
    ...(p.frequentTravelerId ? { FrequentTravelerId: p.frequentTravelerId } : {}),
    LastName: normalizeEnglishName(p.lastName),
    FirstName: normalizeEnglishName(p.firstName),
    Nationality: p.nationality,
    Document: {
      Type: 'Passport',
      Number: p.docNo.trim().toUpperCase(),
      IssuingCountry: p.issuer,
      Expiry: p.expiry.trim(),
    },
  }))
}

/** First visit: oneself as the traveller, with one's department and cost centre; whether one books for others. */
export function startPassengers(draft: IntlDraft, setSelfOnly: (v: boolean) => void): void {
  withBookScope(intlTravellerSource, (self, scope) => {
    setSelfOnly(scope.ScopeKind === 'Self')
    const first = self ?? scope.Persons[0]
    if (first) (draft.setOwn({ pax: [draftOf(first)] }), draft.prefill(null, first))
  })
}

type T = (k: string, o?: Record<string, unknown>) => string
const nameOf = (t: T, p: PassengerDraft, i: number) => p.name || t('intlFlight:booking.typedIn', { n: i + 1 })

/** Everything wrong with the travellers, each on `pax.<i>.<field>`; an expiry under six months warns. */
export function paxIssues(t: T, pax: readonly PassengerDraft[], tripEnd: string, today: string): Issue[] {
  if (pax.length === 0) return [issueError('travellers', 'intlFlight:booking.noTraveller')]
  return pax.flatMap((p, i) => {
    const out: Issue[] = []
    const at = (f: string) => `pax.${i}.${f}`
    const last = englishNameProblem(p.lastName)
    if (last) out.push(issueError(at('lastName'), `intlFlight:booking.name.${last}`, { what: t('intlFlight:booking.lastName') }))
    const first = englishNameProblem(p.firstName)
    if (first) out.push(issueError(at('firstName'), `intlFlight:booking.name.${first}`, { what: t('intlFlight:booking.firstName') }))
    if (!DOC_NO.test(p.docNo.trim())) out.push(issueError(at('docNo'), 'intlFlight:booking.docNoFormat'))
    if (!DATE.test(p.expiry.trim())) return [...out, issueError(at('expiry'), 'intlFlight:booking.expiryFormat')]
    const v = documentVerdict(p.expiry.trim(), tripEnd, today)
    const params = { name: nameOf(t, p, i), expiry: p.expiry.trim(), end: tripEnd }
    if (v === 'expired') out.push(issueError(at('expiry'), 'intlFlight:booking.docExpired', params))
    if (v === 'endsBeforeTrip') out.push(issueError(at('expiry'), 'intlFlight:booking.docEndsBeforeTrip', params))
    if (v === 'expiresSoon') out.push({ field: at('expiry'), key: 'intlFlight:booking.docExpiresSoon', params, severity: 'warning' })
    return out
  })
}

export interface PassengersCardProps {
  draft: IntlDraft
  issues: Issue[]
  nations: NationListRes['Nations']
  selfOnly: boolean
}

function PassengersCard({ draft, issues, nations, selfOnly }: PassengersCardProps) {
  const { t } = useIntlText()
  const pax = draft.own.pax
  const [open, setOpen] = useState<{ kind: 'nationality' | 'issuer'; index: number } | 'travellers' | null>(null)
  const setPax = (list: PassengerDraft[]) => draft.setOwn({ pax: list })
  const setField = (i: number, patch: Partial<PassengerDraft>) => setPax(draft.own.pax.map((p, j) => (j === i ? { ...p, ...patch } : p)))
  // An error shows once every message does, an expiry's (and any warning) at once.
  const shown = (i: number, f: string) => issues.find((x) => x.field === `pax.${i}.${f}` && (draft.showAll || x.severity === 'warning' || f === 'expiry'))
  const text = (x: Issue | undefined) => (x ? t(x.key, x.params) : undefined)
  const nationName = (code: string) => nations.find((n) => n.Code === code)?.Name ?? code
  const picking = open && typeof open === 'object' ? open : null

  // A traveller chosen without a passport in the fields: their frequent-traveller record's passport fills the empty fields, once per traveller.
  const asked = useRef(new Set<string>())
  useEffect(() => {
    for (const p of pax) {
      const key = p.picked.key
      if (p.docNo || asked.current.has(key) || (!p.personId && !p.frequentTravelerId)) continue
      asked.current.add(key)
      void passportOf({ personId: p.personId, frequentTravelerId: p.frequentTravelerId }).then((doc) => {
        if (doc)
          setPax(
            draft.own.pax.map((x) =>
              x.picked.key === key && !x.docNo
                ? {
                    ...x,
                    docNo: doc.docNo,
                    issuer: doc.issuer || x.issuer,
                    nationality: doc.nationality || x.nationality,
                    expiry: x.expiry || doc.expiry,
                  }
                : x,
            ),
          )
      })
    }
  }, [pax.map((p) => p.picked.key).join(',')])

  const row = (
    i: number,
    f: 'lastName' | 'firstName' | 'docNo' | 'expiry',
    label: string,
    extra: { maxlength: number; placeholder: string; normalize?: boolean },
  ) => {
    const issue = shown(i, f)
    const p = pax[i]
    return (
      <FormRow
        label={t(label)}
        required
        error={issue?.severity === 'error' ? text(issue) : undefined}
        warning={issue?.severity === 'warning' ? text(issue) : undefined}
      >
        <TextField
          value={p[f]}
          maxlength={extra.maxlength}
          placeholder={extra.placeholder}
          onChange={(v) => setField(i, { [f]: v })}
          onBlur={extra.normalize ? () => setField(i, { [f]: normalizeEnglishName(p[f]) }) : undefined}
          testId={`ib-${f === 'lastName' ? 'last-name' : f === 'firstName' ? 'first-name' : f === 'docNo' ? 'doc-no' : 'expiry'}`}
        />
      </FormRow>
    )
  }
  return (
    <View className="booking-card" id="ib-travellers" data-testid="ib-travellers">
      <Text className="booking-card__title">{t('intlFlight:booking.travellers')}</Text>
      <Text className="intl-card__sub">{t('intlFlight:booking.asInDocument')}</Text>
      {pax.map((p, i) => (
        <View key={p.picked.key} className="ib-pax" data-testid={`ib-pax-${i}`}>
          <View className="ib-pax__head">
            <Text className="ib-pax__name">{nameOf(t, p, i)}</Text>
            {pax.length > 1 && (
              <View
                className="ib-pax__remove"
                role="button"
                aria-label={t('intlFlight:booking.removeTraveller', { name: nameOf(t, p, i) })}
                data-testid={`ib-pax-remove-${i}`}
                onClick={() => setPax(pax.filter((_, j) => j !== i))}
              >
                <Text>×</Text>
              </View>
            )}
          </View>
          {row(i, 'lastName', 'intlFlight:booking.lastName', { maxlength: 30, placeholder: 'ZHANG', normalize: true })}
          {row(i, 'firstName', 'intlFlight:booking.firstName', { maxlength: 30, placeholder: 'WEI', normalize: true })}
          <FormRow
            label={t('intlFlight:booking.nationality')}
            required
            arrow
            onClick={() => setOpen({ kind: 'nationality', index: i })}
            testId="ib-nationality"
          >
            <Text>{nationName(p.nationality)}</Text>
          </FormRow>
          <FormRow label={t('intlFlight:booking.passportNo')} required error={text(shown(i, 'docNo'))}>
            <TextField
              value={p.docNo}
              maxlength={20}
              placeholder={t('intlFlight:booking.passportHint')}
              onChange={(v) => setField(i, { docNo: v })}
              testId="ib-doc-no"
            />
          </FormRow>
          <FormRow label={t('intlFlight:booking.issuer')} required arrow onClick={() => setOpen({ kind: 'issuer', index: i })} testId="ib-issuer">
            <Text>{nationName(p.issuer)}</Text>
          </FormRow>
          {row(i, 'expiry', 'intlFlight:booking.expiry', {
            maxlength: 10,
            placeholder: t('intlFlight:booking.expiryHint'),
          })}
        </View>
      ))}
      {!selfOnly && pax.length < MAX_INTL_PASSENGERS && (
        <View className="ib-pax__add" role="button" data-testid="ib-add-traveller" onClick={() => setOpen('travellers')}>
          <Text>+ {t('intlFlight:booking.addTraveller')}</Text>
        </View>
      )}
      {selfOnly && <Text className="intl-card__sub">{t('intlFlight:booking.selfOnly')}</Text>}
      {pax.length >= MAX_INTL_PASSENGERS && <Text className="intl-card__sub">{t('intlFlight:booking.maxTravellers', { count: MAX_INTL_PASSENGERS })}</Text>}
      <PickerDialog
        open={!!picking}
        title={t(picking?.kind === 'issuer' ? 'intlFlight:booking.issuer' : 'intlFlight:booking.nationality')}
        options={nations.map((n) => ({ value: n.Code, text: `${n.Name} (${n.Code})` }))}
        selectedIndex={
          picking ? nations.findIndex((n) => n.Code === (picking.kind === 'issuer' ? pax[picking.index]?.issuer : pax[picking.index]?.nationality)) : -1
        }
        onSelect={(c) => (picking && setField(picking.index, picking.kind === 'issuer' ? { issuer: c.value } : { nationality: c.value }), setOpen(null))}
        onClose={() => setOpen(null)}
        testId="ib-nation-picker"
      />
      <PassengerPicker
        open={open === 'travellers'}
        source={intlTravellerSource}
        selected={pax.map((p) => p.picked)}
        max={MAX_INTL_PASSENGERS}
        // Ticked again in the picker, a traveller keeps what was typed for them.
        onDone={(list) => (setPax(list.map((d) => pax.find((p) => p.picked.key === d.key) ?? passengerOf(d))), setOpen(null))}
        onAddNew={() => (pax.length < MAX_INTL_PASSENGERS && setPax([...pax, passengerOf(emptyTraveller(`n${++typedIn}`))]), setOpen(null))}
        onClose={() => setOpen(null)}
      />
    </View>
  )
}

export default observer(PassengersCard)
