/**
 * The international order form of a booking and of a confirmed inquiry-sheet option: the flights
 * (the page's), the travellers (oneself first; a booker adds colleagues, frequent travellers or
 * someone typed in, up to nine, through the kit's picker), each with the travel document (number, issuing country, nationality,
 * expiry checked against the trip's last day: expired or ending before it is refused naming the
 * traveller, under six months warned) and the English names exactly as in the document, the quote
 * with the visa reminders (bookings), the reason when over standard, contact, payment, company
 * fields; submitted, it goes to the cashier or the order.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { IntlPassengerInput, IntlPolicyVerdict, IntlQuoteRes, IntlSubmitRes, NationListRes } from '@api/intlflight'
import { DOCUMENT_NO_PATTERN, MAX_INTL_PASSENGERS } from '@api/intlflight-values'
import type { BookPerson } from '@api/booking-data'
import { ErrorCode } from '@api/errors'
import Page from '@/components/page'
import CompanyFields, { companyFieldRules, hasAnyField, issueText as fieldIssueText } from '@/components/company-fields'
import PassengerPicker from '@/components/passenger-picker'
import { fromBookPerson } from '@/components/passenger-picker/convert'
import PickerDialog from '@/components/picker-dialog'
import ReasonSheet, { codeGroups } from '@/components/reason-sheet'
import { useReasonCodes } from '@/components/reason-sheet/use-reason-codes'
import { ActionBar } from '@/components/ui/action-bar'
import { MainButton } from '@/components/ui/button'
import { FormRow, Segmented, TextField } from '@/components/ui/form'
import { PolicyTag } from '@/components/ui/tag'
import { useFormat } from '@/components/format'
import { clock } from '@/core/clock'
import { isApiError } from '@/core/errors'
import { replace } from '@/core/navigate'
import { allowedPayments, checkCompanyFields, checkContacts, companyFieldsRequest, defaultPayment, emptyCompanyFields, emptyTraveller, newRequestId, type CompanyFieldValues, type ContactDraft, type PaymentKind, type ReasonDraft, type TravellerDraft } from '@/domain/booking'
import { documentVerdict, englishNameProblem, normalizeEnglishName } from '@/domain/intl-flight'
import { useStores } from '@/stores'
import { intlFieldsSource, intlTravellerSource, nationList, passportOf, payStart } from '../api'
import { ownCurrency, useIntlText, verdictText } from './labels'
import './index.scss'
import './booking-form.scss'
import '@/i18n/ns/booking'

interface PassengerDraft {
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

const SECTION = 'IntlFlightSettings'
const DOC_NO = new RegExp(DOCUMENT_NO_PATTERN)
const DATE = /^\d{4}-\d{2}-\d{2}$/

function draftOf(p: BookPerson): PassengerDraft {
  return { ...passengerOf(fromBookPerson(p)), name: p.Name || p.ChName }
}

/** A traveller from the picker: a passport on file fills the document. */
function passengerOf(d: TravellerDraft): PassengerDraft {
  const passport = d.idType === 'Passport'
  return {
    picked: d,
    personId: d.personId,
    frequentTravelerId: d.frequentTravelerId,
    name: d.chName || [d.lastName, d.firstName].filter(Boolean).join('/'),
    lastName: d.lastName,
    firstName: d.firstName,
    nationality: d.nationality || 'CN',
    docNo: passport ? d.idNo : '',
    issuer: d.nationality || 'CN',
    expiry: passport ? d.idExpiry : '',
  }
}

let typedIn = 0

/** What both submissions share. */
export interface OrderFields {
  ClientRequestId: string
  Passengers: IntlPassengerInput[]
  Contacts: { Name: string; MobileCountryCode: string; Mobile: string; Email?: string }[]
  PaymentType: PaymentKind
  PolicyReason: { ReasonCodeId: number | null; ReasonText?: string } | null
}

export interface BookingFormProps {
  title: string
  testId: string
  /** False while the page has nothing to book (it leads away). */
  ready: boolean
  /** The flights. */
  head: ReactNode
  /** The last flight's local arrival date. */
  tripEnd: string
  /** The verdict before a quote. */
  policy: IntlPolicyVerdict
  /** Price per passenger before a quote. */
  perPassenger: number
  /** The server's quote for the travellers, when the flow has one. */
  quote?: (passengers: IntlPassengerInput[]) => Promise<IntlQuoteRes>
  submit: (fields: OrderFields & Record<string, unknown>, quoted: IntlQuoteRes | null) => Promise<IntlSubmitRes>
}

function BookingForm(props: BookingFormProps) {
  const { session, settings, power, ui } = useStores()
  const { t } = useIntlText()
  const f = useFormat()
  const codes = useReasonCodes('IntlFlight')
  const ready = props.ready
  const [pax, setPax] = useState<PassengerDraft[]>([])
  const [nations, setNations] = useState<NationListRes['Nations']>([])
  const [contact, setContact] = useState<ContactDraft>({ name: '', mobileCountryCode: '86', mobile: '', email: '' })
  const [fields, setFields] = useState<CompanyFieldValues>(emptyCompanyFields())
  const [payment, setPayment] = useState<PaymentKind | null>(null)
  const [reason, setReason] = useState<ReasonDraft | null>(null)
  const [q, setQ] = useState<IntlQuoteRes | null>(null)
  const [showAll, setShowAll] = useState(false)
  const [busy, setBusy] = useState(false)
  const [open, setOpen] = useState<{ kind: 'nationality' | 'issuer'; index: number } | 'reason' | 'travellers' | null>(null)
  const [selfOnly, setSelfOnly] = useState(true)
  const requestId = useRef(newRequestId('if'))

  useEffect(() => {
    if (!ready || !session.ready) return
    const me = session.personalInfor
    if (me) setContact({ name: me.ChName || `${me.LastName}/${me.FirstName}`, mobileCountryCode: me.MobileCountryCode || '86', mobile: me.Mobile ?? '', email: me.Email ?? '' })
    nationList().then((r) => setNations(r.Nations), () => undefined)
    intlTravellerSource.bookPersons({ PageSize: 100 }).then((scope) => {
      setSelfOnly(scope.ScopeKind === 'Self')
      const self = scope.Persons.find((p) => p.IsSelf) ?? scope.Persons[0]
      if (self) setPax([draftOf(self)])
      if (self?.DepartmentId) setFields((v) => ({ ...v, department: { id: self.DepartmentId!, name: self.DepartmentName ?? '' } }))
      if (self?.CostCenterId) setFields((v) => ({ ...v, costCenter: { id: self.CostCenterId!, name: self.CostCenterName ?? '' } }))
    }, () => undefined)
  }, [session.ready])

  // A traveller chosen without a passport in the fields (their main document is another): the
  // passport of their frequent-traveller record fills the empty fields, once per traveller.
  const asked = useRef(new Set<string>())
  useEffect(() => {
    for (const p of pax) {
      const key = p.picked.key
      if (p.docNo || asked.current.has(key) || (!p.personId && !p.frequentTravelerId)) continue
      asked.current.add(key)
      void passportOf({ personId: p.personId, frequentTravelerId: p.frequentTravelerId }).then((doc) => {
        if (!doc) return
        setPax((l) => l.map((x) => (x.picked.key === key && !x.docNo ? { ...x, docNo: doc.docNo, issuer: doc.issuer || x.issuer, nationality: doc.nationality || x.nationality, expiry: x.expiry || doc.expiry } : x)))
      })
    }
  }, [pax.map((p) => p.picked.key).join(',')]) // eslint-disable-line react-hooks/exhaustive-deps

  const rights = allowedPayments({ CompanyPay: power.can('PaymentPermission.CompanyPay'), PersonalPay: power.can('PaymentPermission.PersonalPay'), MixedPay: power.can('PaymentPermission.MixedPay') })
  const selectionOver = !props.policy.InPolicy
  useEffect(() => {
    if (power.loaded && (!payment || !rights.includes(payment))) setPayment(defaultPayment(rights, selectionOver))
  }, [power.loaded])

  const tripEnd = props.tripEnd
  const today = clock.today()

  // Everything wrong with one traveller: [field, message, severity].
  const nameOf = (p: PassengerDraft, i: number) => p.name || t('intlFlight:booking.typedIn', { n: i + 1 })
  const paxIssues = (p: PassengerDraft, i: number) => {
    const out: { field: string; text: string; error: boolean }[] = []
    const last = englishNameProblem(p.lastName)
    if (last) out.push({ field: 'lastName', text: t(`intlFlight:booking.name.${last}`, { what: t('intlFlight:booking.lastName') }), error: true })
    const first = englishNameProblem(p.firstName)
    if (first) out.push({ field: 'firstName', text: t(`intlFlight:booking.name.${first}`, { what: t('intlFlight:booking.firstName') }), error: true })
    if (!DOC_NO.test(p.docNo.trim())) out.push({ field: 'docNo', text: t('intlFlight:booking.docNoFormat'), error: true })
    if (!DATE.test(p.expiry.trim())) out.push({ field: 'expiry', text: t('intlFlight:booking.expiryFormat'), error: true })
    else {
      const v = documentVerdict(p.expiry.trim(), tripEnd, today)
      const params = { name: nameOf(p, i), expiry: p.expiry.trim(), end: tripEnd }
      if (v === 'expired') out.push({ field: 'expiry', text: t('intlFlight:booking.docExpired', params), error: true })
      if (v === 'endsBeforeTrip') out.push({ field: 'expiry', text: t('intlFlight:booking.docEndsBeforeTrip', params), error: true })
      if (v === 'expiresSoon') out.push({ field: 'expiry', text: t('intlFlight:booking.docExpiresSoon', params), error: false })
    }
    return out
  }
  const allIssues = pax.flatMap((p, i) => paxIssues(p, i).map((x) => ({ ...x, index: i })))
  const paxValid = pax.length > 0 && !allIssues.some((x) => x.error)

  const passengers = (): IntlPassengerInput[] =>
    pax.map((p) => ({
      PersonId: p.personId,
      ...(p.frequentTravelerId ? { FrequentTravelerId: p.frequentTravelerId } : {}),
      LastName: normalizeEnglishName(p.lastName),
      FirstName: normalizeEnglishName(p.firstName),
      Nationality: p.nationality,
      Document: { Type: 'Passport', Number: p.docNo.trim().toUpperCase(), IssuingCountry: p.issuer, Expiry: p.expiry.trim() },
    }))

  // The server's quote once the travellers are complete: price, verdict, warnings, visas.
  const paxKey = paxValid ? JSON.stringify(passengers()) : ''
  useEffect(() => {
    const ask = props.quote
    if (!paxKey || !ready || !ask) return setQ(null)
    const id = setTimeout(() => {
      ask(passengers()).then(setQ, () => setQ(null))
    }, 300)
    return () => clearTimeout(id)
  }, [paxKey])

  if (!ready) return <Page title={props.title} className='intl-booking' testId={props.testId} />

  const policy: IntlPolicyVerdict = q?.Policy ?? props.policy
  const over = !policy.InPolicy
  const rules = companyFieldRules(settings, SECTION)
  const emailRequired = settings.section(SECTION).NormalSettings.ContactBookMessageSettings.IsSendEmail
  const otherIssues = [...checkContacts([contact], { emailRequired }), ...checkCompanyFields(fields, rules)]
  const reasonMissing = over && !reason
  const perPassenger = q?.PricePerPassenger ?? props.perPassenger
  const total = perPassenger * Math.max(1, pax.length)
  const shownPax = (i: number, field: string) => (showAll ? allIssues.find((x) => x.index === i && x.field === field) : allIssues.find((x) => x.index === i && x.field === field && (!x.error || x.field === 'expiry')))
  const shownOther = (field: string) => (showAll ? otherIssues.find((x) => x.field === field) : undefined)
  const nationName = (code: string) => nations.find((n) => n.Code === code)?.Name ?? code
  const setPaxField = (i: number, patch: Partial<PassengerDraft>) => setPax((l) => l.map((p, j) => (j === i ? { ...p, ...patch } : p)))
  // Ticked again in the picker, a traveller keeps what was typed for them.
  const pickTravellers = (list: TravellerDraft[]) => {
    setPax((now) => list.map((d) => now.find((p) => p.picked.key === d.key) ?? passengerOf(d)))
    setOpen(null)
  }
  const addTypedIn = () => {
    setPax((now) => (now.length >= MAX_INTL_PASSENGERS ? now : [...now, passengerOf(emptyTraveller(`n${++typedIn}`))]))
    setOpen(null)
  }

  const submit = async () => {
    setShowAll(true)
    const bad = allIssues.find((x) => x.error)
    if (bad) return ui.toast(bad.text)
    if (pax.length === 0) return ui.toast(t('intlFlight:booking.noTraveller'))
    const other = otherIssues.find((x) => x.severity === 'error')
    if (other) return ui.toast(fieldIssueText(t, settings, SECTION, other))
    if (reasonMissing) return ui.toast(t('intlFlight:booking.reasonRequired'))
    if (props.quote && !q) return ui.toast(t('intlFlight:booking.waitQuote'))
    if (!payment) return ui.toast(t('intlFlight:booking.noPayment'))
    setBusy(true)
    try {
      const res = await props.submit({
        ClientRequestId: requestId.current,
        Passengers: passengers(),
        Contacts: [{ Name: contact.name.trim(), MobileCountryCode: contact.mobileCountryCode, Mobile: contact.mobile.trim(), Email: contact.email.trim() || undefined }],
        PaymentType: payment,
        PolicyReason: over && reason ? { ReasonCodeId: reason.codeId, ...(reason.text.trim() ? { ReasonText: reason.text.trim() } : {}) } : null,
        ...companyFieldsRequest(fields),
      }, q)
      ui.toast(t(res.NeedApproval ? 'intlFlight:booking.submittedApproval' : 'intlFlight:booking.submitted'))
      if (res.NeedPayment && !res.NeedApproval && res.PriceDetail.PersonalAmount > 0) return void replace('intlPay', { orderNo: res.OrderNo })
      if (res.NeedPayment && !res.NeedApproval) await payStart({ OrderNo: res.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }).catch(() => undefined)
      void replace('intlOrderDetails', { orderNo: res.OrderNo })
    } catch (e) {
      if (isApiError(e) && e.code === ErrorCode.IntlFlightOfferExpired) {
        const moved = e.envelope?.ResultData as { PricePerPassenger: number; Policy: IntlPolicyVerdict } | null
        if (moved && typeof moved.PricePerPassenger === 'number') {
          if (q) setQ({ ...q, PricePerPassenger: moved.PricePerPassenger, Policy: moved.Policy })
          ui.toast(t('intlFlight:booking.priceMoved', { now: f.money(moved.PricePerPassenger) }))
        } else ui.toast(t('intlFlight:booking.soldOut'))
        requestId.current = newRequestId('if')
      }
    } finally {
      setBusy(false)
    }
  }

  const nationOptions = nations.map((n) => ({ value: n.Code, text: `${n.Name} (${n.Code})` }))
  const picking = open && typeof open === 'object' ? open : null
  return (
    <Page title={props.title} className='intl-booking' testId={props.testId}>
      <View className='intl-booking__body'>
        <View className='intl-card' data-testid='ib-flights'>
          {props.head}
          <View className='ib-policy'>
            <PolicyTag inPolicy={!over} testId='ib-policy' />
            {over && <Text className='intl-card__warn'>{verdictText(policy)}</Text>}
          </View>
          {over && (
            <FormRow label={t('intlFlight:booking.reason')} required arrow onClick={() => { codes.ensure('Policy'); setOpen('reason') }} error={showAll && reasonMissing ? t('intlFlight:booking.reasonRequired') : undefined} testId='ib-reason'>
              <Text className={reason ? '' : 'ib-placeholder'}>{reason ? reason.label || reason.text : t('intlFlight:booking.reasonChoose')}</Text>
            </FormRow>
          )}
        </View>

        <View className='intl-card' data-testid='ib-travellers'>
          <Text className='intl-card__title'>{t('intlFlight:booking.travellers')}</Text>
          <Text className='intl-card__sub'>{t('intlFlight:booking.asInDocument')}</Text>
          {pax.map((p, i) => (
            <View key={p.picked.key} className='ib-pax' data-testid={`ib-pax-${i}`}>
              <View className='ib-pax__head'>
                <Text className='ib-pax__name'>{nameOf(p, i)}</Text>
                {pax.length > 1 && (
                  <View className='ib-pax__remove' role='button' aria-label={t('intlFlight:booking.removeTraveller', { name: nameOf(p, i) })} data-testid={`ib-pax-remove-${i}`} onClick={() => setPax((l) => l.filter((_, j) => j !== i))}>
                    <Text>×</Text>
                  </View>
                )}
              </View>
              <FormRow label={t('intlFlight:booking.lastName')} required error={shownPax(i, 'lastName')?.text}>
                <TextField value={p.lastName} maxlength={30} placeholder='ZHANG' onChange={(v) => setPaxField(i, { lastName: v })} onBlur={() => setPaxField(i, { lastName: normalizeEnglishName(p.lastName) })} testId='ib-last-name' />
              </FormRow>
              <FormRow label={t('intlFlight:booking.firstName')} required error={shownPax(i, 'firstName')?.text}>
                <TextField value={p.firstName} maxlength={30} placeholder='WEI' onChange={(v) => setPaxField(i, { firstName: v })} onBlur={() => setPaxField(i, { firstName: normalizeEnglishName(p.firstName) })} testId='ib-first-name' />
              </FormRow>
              <FormRow label={t('intlFlight:booking.nationality')} required arrow onClick={() => setOpen({ kind: 'nationality', index: i })} testId='ib-nationality'>
                <Text>{nationName(p.nationality)}</Text>
              </FormRow>
              <FormRow label={t('intlFlight:booking.passportNo')} required error={shownPax(i, 'docNo')?.text}>
                <TextField value={p.docNo} maxlength={20} placeholder={t('intlFlight:booking.passportHint')} onChange={(v) => setPaxField(i, { docNo: v })} testId='ib-doc-no' />
              </FormRow>
              <FormRow label={t('intlFlight:booking.issuer')} required arrow onClick={() => setOpen({ kind: 'issuer', index: i })} testId='ib-issuer'>
                <Text>{nationName(p.issuer)}</Text>
              </FormRow>
              <FormRow label={t('intlFlight:booking.expiry')} required error={shownPax(i, 'expiry')?.error ? shownPax(i, 'expiry')?.text : undefined} warning={shownPax(i, 'expiry')?.error === false ? shownPax(i, 'expiry')?.text : undefined}>
                <TextField value={p.expiry} maxlength={10} placeholder={t('intlFlight:booking.expiryHint')} onChange={(v) => setPaxField(i, { expiry: v })} testId='ib-expiry' />
              </FormRow>
            </View>
          ))}
          {!selfOnly && pax.length < MAX_INTL_PASSENGERS && (
            <View className='ib-pax__add' role='button' data-testid='ib-add-traveller' onClick={() => setOpen('travellers')}>
              <Text>+ {t('intlFlight:booking.addTraveller')}</Text>
            </View>
          )}
          {selfOnly && <Text className='intl-card__sub'>{t('intlFlight:booking.selfOnly')}</Text>}
          {pax.length >= MAX_INTL_PASSENGERS && <Text className='intl-card__sub'>{t('intlFlight:booking.maxTravellers', { count: MAX_INTL_PASSENGERS })}</Text>}
        </View>

        {q && (q.Visa.length > 0 || q.Warnings.length > 0) && (
          <View className='intl-card' data-testid='ib-visa'>
            <Text className='intl-card__title'>{t('intlFlight:booking.visa')}</Text>
            {q.Visa.map((v) => (
              <Text key={v.CountryCode} className='intl-card__line'>{v.Text}</Text>
            ))}
            {q.Warnings.map((w, i) => (
              <Text key={i} className='intl-card__warn'>{w.Message}</Text>
            ))}
          </View>
        )}

        <View className='intl-card' data-testid='ib-contact'>
          <Text className='intl-card__title'>{t('intlFlight:booking.contact')}</Text>
          <FormRow label={t('booking:contact.name')} required error={shownOther('contact.0.name') && t(shownOther('contact.0.name')!.key)}>
            <TextField value={contact.name} onChange={(v) => setContact({ ...contact, name: v })} testId='ib-contact-name' />
          </FormRow>
          <FormRow label={t('booking:contact.mobile')} required error={shownOther('contact.0.mobile') && t(shownOther('contact.0.mobile')!.key)}>
            <TextField value={contact.mobile} type='number' maxlength={20} onChange={(v) => setContact({ ...contact, mobile: v })} testId='ib-contact-mobile' />
          </FormRow>
          <FormRow label={t('booking:contact.email')} required={emailRequired} error={shownOther('contact.0.email') && t(shownOther('contact.0.email')!.key)}>
            <TextField value={contact.email} onChange={(v) => setContact({ ...contact, email: v })} testId='ib-contact-email' />
          </FormRow>
        </View>

        <View className='intl-card' data-testid='ib-payment'>
          <Text className='intl-card__title'>{t('intlFlight:booking.payment')}</Text>
          {rights.length > 0 ? (
            <Segmented options={rights.map((p) => ({ value: p, label: t(`intlFlight:payment.${p}`) }))} value={payment ?? ''} onChange={(p) => setPayment(p)} testId='ib-payment-type' />
          ) : (
            <Text className='intl-card__error'>{t('intlFlight:booking.noPayment')}</Text>
          )}
          {q && (
            <View className='ib-money' data-testid='ib-quote'>
              {q.PriceDetail.Lines.map((l, i) => (
                <Text key={i} className='intl-card__sub'>{`${l.Label} ${l.Detail} ${f.money(l.UnitPrice)} × ${l.Count}`}</Text>
              ))}
              {q.PriceDetail.CompanyAmount > 0 && <Text className='intl-card__line'>{t('intlFlight:booking.companyPays', { amount: f.money(q.PriceDetail.CompanyAmount) })}</Text>}
              {q.PriceDetail.PersonalAmount > 0 && <Text className='intl-card__line'>{t('intlFlight:booking.youPay', { amount: f.money(q.PriceDetail.PersonalAmount) })}</Text>}
            </View>
          )}
        </View>

        {hasAnyField(rules) && (
          <View className='intl-card' data-testid='ib-company'>
            <Text className='intl-card__title'>{t('booking:fields.title')}</Text>
            <CompanyFields section={SECTION} source={intlFieldsSource} value={fields} onChange={setFields} issues={otherIssues} showAll={showAll} />
          </View>
        )}
      </View>

      <ActionBar testId='ib-bar'>
        <View className='ib-bar__money'>
          <Text className='ib-bar__label'>{t('kit:price.total')}</Text>
          <Text className='ib-bar__amount' data-testid='ib-total'>{f.money(total)}</Text>
          {q && ownCurrency({ FareCurrencyTotal: q.PriceDetail.FareCurrencyTotal }, q.PriceDetail.FareCurrency) && <Text className='ib-bar__own'>{ownCurrency({ FareCurrencyTotal: q.PriceDetail.FareCurrencyTotal }, q.PriceDetail.FareCurrency)}</Text>}
        </View>
        <MainButton className='action-bar__main' text={t('intlFlight:booking.submit')} onClick={() => void submit()} busy={busy} testId='ib-submit' />
      </ActionBar>

      <PickerDialog
        open={!!picking}
        title={t(picking?.kind === 'issuer' ? 'intlFlight:booking.issuer' : 'intlFlight:booking.nationality')}
        options={nationOptions}
        selectedIndex={picking ? nations.findIndex((n) => n.Code === (picking.kind === 'issuer' ? pax[picking.index]?.issuer : pax[picking.index]?.nationality)) : -1}
        onSelect={(c) => {
          if (picking) setPaxField(picking.index, picking.kind === 'issuer' ? { issuer: c.value } : { nationality: c.value })
          setOpen(null)
        }}
        onClose={() => setOpen(null)}
        testId='ib-nation-picker'
      />
      <PassengerPicker
        open={open === 'travellers'}
        source={intlTravellerSource}
        selected={pax.map((p) => p.picked)}
        max={MAX_INTL_PASSENGERS}
        onDone={pickTravellers}
        onAddNew={addTypedIn}
        onClose={() => setOpen(null)}
      />
      <ReasonSheet
        open={open === 'reason'}
        title={t('intlFlight:booking.reason')}
        groups={codeGroups(codes.of('Policy'))}
        loadFailed={codes.failed('Policy')}
        onRetry={() => codes.reload('Policy')}
        allowOther
        need='outOfPolicy'
        value={reason ?? undefined}
        intro={<Text className='intl-card__warn'>{verdictText(policy)}</Text>}
        onSave={(r, item) => {
          setReason({ ...r, label: item ? `${item.Code} ${item.Text}` : undefined })
          setOpen(null)
        }}
        onClose={() => setOpen(null)}
        testId='ib-reason-sheet'
      />
    </Page>
  )
}

export default observer(BookingForm)
