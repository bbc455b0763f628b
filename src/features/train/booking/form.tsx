/**
 * The train order form (docs/ux.md order filling) of /train/bookDetails and /train/grab: the
 * train and class (the reason for an over-standard one), the travellers with their railway
 * checks, seats by letter or on the seat map (tickets) or the alternates and the deadline
 * (grabs), contact, payment, company fields, and the sticky bar with the total, who pays what,
 * and submit.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { TrainPolicyVerdict } from '@api/train'
import { ErrorCode } from '@api/errors'
import Page from '@/components/page'
import CompanyFields, { companyFieldRules, fieldAnchor, hasAnyField, issueText as issueMessage } from '@/components/company-fields'
import PickerDialog from '@/components/picker-dialog'
import ReasonSheet, { codeGroups } from '@/components/reason-sheet'
import { useReasonCodes } from '@/components/reason-sheet/use-reason-codes'
import { ActionBar } from '@/components/ui/action-bar'
import { Blocking, MainButton } from '@/components/ui/button'
import { FormRow, Segmented, TextField } from '@/components/ui/form'
import { PolicyTag } from '@/components/ui/tag'
import { useFormat } from '@/components/format'
import { Chip } from '@/components/ui/chip'
import { clock } from '@/core/clock'
import { isApiError } from '@/core/errors'
import { replace } from '@/core/navigate'
import { scrollToAnchor } from '@/core/scroll'
import { allowedPayments, defaultPayment, type Issue } from '@/domain/booking'
import { shiftDay } from '@/domain/hotel-stay'
import { canBuyOnline, grabDeadlineChoices, trainSplit } from '@/domain/train'
import { sessionStore } from '@/platform/storage'
import { useStores } from '@/stores'
import { passengerChecks, payStart, submitGrab, submitOrder, trainFieldsSource, trainTravellerSource } from '../api'
import SeatLetters from '../components/seat-letters'
import SeatMapSheet from '../components/seat-map-sheet'
import TravellerSheet from '../components/traveller-sheet'
import { RouteTimes } from '../components/train-row'
import { seatClassName, useTrainText, verdictDetail } from '../components/labels'
import { TrainOrderDraft } from '../order-draft'
import { trainSearch } from '../search-store'
import { loadSelection, saveSelection } from '../selection'
import '../components/index.scss'
import './index.scss'
import '@/i18n/ns/booking'

const ANCHORS: Record<string, string> = { reason: 'tb-train', travellers: 'tb-travellers', seats: 'tb-seats', grab: 'tb-grab', contact: 'tb-contact', payment: 'tb-payment' }
function anchorOf(i: Issue): string {
  const [head, a] = i.field.split('.')
  if (head === 'field') return fieldAnchor(a)
  return ANCHORS[head] ?? 'tb-train'
}

const isQuote = (v: unknown): v is { Price: number; Remaining: number; Policy: TrainPolicyVerdict } => !!v && typeof v === 'object' && 'Price' in v && 'Remaining' in v

const checkTone = (status: string) => (status === 'Verified' ? 'ok' : status === 'ProvisionallyPassed' || status === 'Pending' ? 'warn' : 'bad')

function TrainOrderForm({ grab }: { grab: boolean }) {
  const stores = useStores()
  const { session, settings, power, ui } = stores
  const { t, lang } = useTrainText()
  const f = useFormat()
  const [draft, setDraft] = useState(() => {
    const s = loadSelection()
    return s ? new TrainOrderDraft(s, grab, sessionStore) : null
  })
  const [open, setOpen] = useState<'travellers' | 'reason' | 'seatMap' | 'deadline' | null>(null)
  const codes = useReasonCodes('Train')

  useEffect(() => {
    if (!draft) {
      ui.toast(t('train:booking.noSelection'))
      void replace('trainSearch')
    }
  }, [])

  // First visit: the travellers of the search, else oneself; oneself as contact.
  useEffect(() => {
    if (!draft || !session.ready || draft.restored) return
    const me = session.personalInfor
    if (!draft.contact.mobile && me) draft.setContact({ name: me.ChName || `${me.LastName}/${me.FirstName}`, mobileCountryCode: me.MobileCountryCode || '86', mobile: me.Mobile ?? '', email: me.Email ?? '' })
    void trainTravellerSource.bookPersons({ PageSize: 100 }).then((scope) => {
      if (draft.travellers.length === 0) {
        const self = scope.Persons.find((p) => p.IsSelf)
        draft.setTravellers(trainSearch.travellers.length ? trainSearch.travellers : self ? [{ id: self.PersonId, name: self.Name }] : [])
      }
      // The first traveller's department and cost centre, as the other order forms start with.
      const who = scope.Persons.find((p) => p.PersonId === draft.travellers[0]?.id) ?? scope.Persons.find((p) => p.IsSelf)
      if (who?.DepartmentId && !draft.fields.department) draft.setFields({ ...draft.fields, department: { id: who.DepartmentId, name: who.DepartmentName } })
      if (who?.CostCenterId && !draft.fields.costCenter) draft.setFields({ ...draft.fields, costCenter: { id: who.CostCenterId, name: who.CostCenterName } })
    }, () => undefined)
  }, [session.ready])

  // The railway's check of every traveller, asked again when the party changes.
  const ids = draft ? draft.travellers.map((p) => p.id).join(',') : ''
  const loadChecks = (recheck = false) => {
    if (!draft || !draft.travellers.length) return
    passengerChecks(draft.travellers.map((p) => p.id), recheck).then((r) => draft.setChecks(r.Passengers), () => undefined)
  }
  useEffect(() => loadChecks(), [ids])

  const rights = allowedPayments({ CompanyPay: power.can('PaymentPermission.CompanyPay'), PersonalPay: power.can('PaymentPermission.PersonalPay'), MixedPay: power.can('PaymentPermission.MixedPay') })
  useEffect(() => {
    if (!draft || !power.loaded) return
    if (!draft.payment || !rights.includes(draft.payment)) draft.setPayment(defaultPayment(rights, draft.outOfPolicy))
  }, [power.loaded])

  if (!draft || !session.ready) {
    return (
      <Page title={grab ? 'train:title.grab' : 'train:title.booking'} className='train-booking'>
        <View className='tb-skeletons' data-testid='tb-loading'>
          {[0, 1, 2].map((i) => (
            <View key={i} className='skeleton__bar' />
          ))}
        </View>
      </Page>
    )
  }

  const sel = draft.selection
  const train = sel.train
  const seat = sel.seat
  const sectionName = 'TrainSettings'
  const section = settings.section(sectionName)
  const ctx = { rules: companyFieldRules(settings, sectionName), emailRequired: section.NormalSettings.ContactBookMessageSettings.IsSendEmail }

  // Grabs: the alternates on offer and the deadlines the railway allows.
  const sameRoute = trainSearch.rows.filter((r) => r.FromStation.Code === train.FromStation.Code && r.ToStation.Code === train.ToStation.Code && r.DepartDate === train.DepartDate)
  const otherTrains = sameRoute.filter((r) => r.TrainNo !== train.TrainNo).slice(0, 12)
  const departOf = (no: string) => (no === train.TrainNo ? train.DepartTime : (sameRoute.find((r) => r.TrainNo === no)?.DepartTime ?? train.DepartTime))
  const firstDate = [...draft.grab.dates].sort()[0]
  const firstTime = draft.grab.trainNos.map(departOf).sort()[0]
  const earliestDeparture = `${firstDate} ${firstTime}`
  const deadlines = grab ? grabDeadlineChoices(earliestDeparture, clock.now()) : []
  const dateChoices = [0, 1, 2, 3, 4].map((n) => shiftDay(train.DepartDate, n)).filter((d) => d <= trainSearch.lastSaleDate)
  const grabPrice = grab ? Math.max(...sel.seats.filter((s) => draft.grab.classes.includes(s.SeatClass)).map((s) => s.Price), seat.Price) : seat.Price

  const issues = draft.issues({ ...ctx, nowMs: clock.now(), earliestDeparture })
  const shown = (field: string) => (draft.showAll ? issues.find((i) => i.field === field || i.field.startsWith(`${field}.`)) : undefined)
  const issueText = (i: Issue | undefined) => (i ? t(i.key, i.params) : undefined)
  const split = draft.payment && draft.travellers.length ? trainSplit(grabPrice, draft.travellers.length, seat.Policy.PriceToBeat, draft.payment) : null
  const reason = draft.reason
  const reasonText = reason ? [reason.codeId ? (codes.of('Policy')?.find((c) => c.Id === reason.codeId)?.Text ?? reason.label) : '', reason.text].filter(Boolean).join(' · ') : ''

  const submit = async () => {
    draft.revealAll()
    const first = issues.find((i) => i.severity === 'error')
    if (first) {
      ui.toast(issueMessage(t, settings, sectionName, first))
      void scrollToAnchor(anchorOf(first))
      return
    }
    draft.setSubmitting(true)
    try {
      const res = grab ? await submitGrab(draft.grabRequest()) : await submitOrder(draft.request())
      draft.finish()
      ui.toast(t(res.NeedApproval ? 'train:booking.submittedApproval' : 'train:booking.submitted'))
      if (res.NeedPayment && !res.NeedApproval && res.PriceDetail.PersonalAmount > 0) return void replace('trainPay', { orderNo: res.OrderNo })
      // Nothing for the traveller to pay: the company account pays at once.
      if (res.NeedPayment && !res.NeedApproval) await payStart({ OrderNo: res.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }).catch(() => undefined)
      void replace('trainOrderDetails', { orderNo: res.OrderNo })
    } catch (e) {
      // 1004 carries the new quote when only the price moved; without one the tickets are gone.
      if (isApiError(e) && e.code === ErrorCode.TrainOfferExpired && isQuote(e.envelope?.ResultData)) {
        const q = e.envelope!.ResultData as { Price: number; Remaining: number; Policy: TrainPolicyVerdict }
        const next = { ...sel, seat: { ...seat, Price: q.Price, Remaining: q.Remaining, Policy: q.Policy } }
        saveSelection(next)
        ui.toast(t('train:booking.priceMoved', { old: f.money(seat.Price), now: f.money(q.Price) }))
        setDraft(new TrainOrderDraft(next, grab, sessionStore))
      } else if (isApiError(e) && e.code === ErrorCode.TrainOfferExpired) {
        ui.toast(t('train:booking.soldOut'))
      }
    } finally {
      draft.setSubmitting(false)
    }
  }

  const toggleChip = (on: boolean, text: string, onClick: () => void, testId: string, fixed = false) => (
    <Chip key={testId} role='checkbox' on={on} disabled={fixed} testId={testId} onTap={onClick}>
      <Text>{text}</Text>
    </Chip>
  )

  return (
    <Page title={grab ? 'train:title.grab' : 'train:title.booking'} className='train-booking' testId={grab ? 'train-grab' : 'train-booking'}>
      <View className='tb'>
        <View className='train-card' id='tb-train' data-testid='tb-train'>
          <RouteTimes row={{ ...train, Seats: sel.seats }} lang={lang} />
          <Text className='train-card__sub'>{`${f.day(train.DepartDate, trainSearch.today)} · ${train.TrainTypeName}`}</Text>
          <View className='tb-class'>
            <Text className='tb-class__name'>{`${seatClassName(t, seat.SeatClass)} ${f.money(seat.Price)}`}</Text>
            <PolicyTag inPolicy={seat.Policy.InPolicy} testId='tb-policy' />
          </View>
          {!seat.Policy.InPolicy && (
            <>
              <Text className='train-card__why'>{verdictDetail(t, seat.Policy)}</Text>
              <View className={`tb-reason ${shown('reason') ? 'tb-reason--error' : ''}`} role='button' data-testid='tb-reason' onClick={() => { codes.ensure('Policy'); setOpen('reason') }}>
                <Text className='tb-reason__label'>{t('train:reason.title')}</Text>
                <Text className={reason ? 'tb-reason__value' : 'tb-reason__placeholder'}>{reason ? reasonText || t('train:reason.chosen') : t('train:reason.choose')}</Text>
              </View>
              {shown('reason') && <Text className='train-card__error'>{issueText(shown('reason'))}</Text>}
            </>
          )}
        </View>

        {grab && (
          <View className='train-card' id='tb-grab' data-testid='tb-grab'>
            <Text className='train-card__title'>{t('train:grab.alternates')}</Text>
            <Text className='train-card__sub'>{t('train:grab.how')}</Text>
            <Text className='train-sheet__caption'>{t('train:grab.trains')}</Text>
            <View className='train-chips'>
              {toggleChip(true, `${train.TrainNo} ${train.DepartTime}`, () => undefined, `grab-train-${train.TrainNo}`, true)}
              {otherTrains.map((r) => toggleChip(draft.grab.trainNos.includes(r.TrainNo), `${r.TrainNo} ${r.DepartTime}`, () => draft.toggleGrab('trainNos', r.TrainNo), `grab-train-${r.TrainNo}`))}
            </View>
            <Text className='train-sheet__caption'>{t('train:grab.dates')}</Text>
            <View className='train-chips'>{dateChoices.map((d, i) => toggleChip(draft.grab.dates.includes(d), f.day(d, trainSearch.today), () => i > 0 && draft.toggleGrab('dates', d), `grab-date-${d}`, i === 0))}</View>
            <Text className='train-sheet__caption'>{t('train:grab.classes')}</Text>
            <View className='train-chips'>{sel.seats.map((s) => toggleChip(draft.grab.classes.includes(s.SeatClass), `${seatClassName(t, s.SeatClass)} ${f.money(s.Price)}`, () => s.SeatClass !== seat.SeatClass && draft.toggleGrab('classes', s.SeatClass), `grab-class-${s.SeatClass}`, s.SeatClass === seat.SeatClass))}</View>
            <FormRow label={t('train:grab.deadline')} required arrow onClick={() => setOpen('deadline')} error={issueText(shown('grab.deadline'))} testId='grab-deadline'>
              <Text className={draft.grab.deadline ? '' : 'tb-placeholder'}>{draft.grab.deadline ? f.stamp(draft.grab.deadline) : t('train:grab.deadlineHint')}</Text>
            </FormRow>
            <Text className='train-card__sub'>{t('train:grab.prepay', { amount: f.money(grabPrice) })}</Text>
          </View>
        )}

        <View className='train-card' id='tb-travellers' data-testid='tb-travellers'>
          <Text className='train-card__title'>{t('train:booking.travellers')}</Text>
          {draft.travellers.map((p) => {
            const c = draft.checkOf(p.id)
            return (
              <View key={p.id} className='tb-traveller' data-testid={`tb-traveller-${p.id}`}>
                <Text className='tb-traveller__name'>{p.name}</Text>
                {c && <Text className={`train-status train-status--${checkTone(c.Status)}`} data-testid='tb-check'>{c.StatusName}</Text>}
                {c && c.Status === 'Pending' && (
                  <View className='tb-traveller__link' role='button' onClick={() => loadChecks(true)}>
                    <Text>{t('train:booking.recheck')}</Text>
                  </View>
                )}
                <View className='tb-traveller__remove' role='button' aria-label={t('train:search.removeTraveller', { name: p.name })} onClick={() => draft.setTravellers(draft.travellers.filter((x) => x.id !== p.id))}>
                  <Text>×</Text>
                </View>
                {c && !canBuyOnline(c.Status) && <Text className='tb-traveller__why'>{t(`train:check.${c.Status}`)}</Text>}
              </View>
            )
          })}
          <View className='tb-add' role='button' data-testid='tb-add-traveller' onClick={() => setOpen('travellers')}>
            <Text>{t('train:booking.addTraveller')}</Text>
          </View>
          {shown('travellers') && <Text className='train-card__error'>{issueText(shown('travellers'))}</Text>}
        </View>

        {!grab && draft.classLetters.length > 0 && draft.travellers.length > 0 && (
          <View className='train-card' id='tb-seats' data-testid='tb-seats'>
            <Text className='train-card__title'>{t('train:seat.title')}</Text>
            <SeatLetters letters={draft.classLetters} value={draft.letters} travellers={draft.travellers.length} onChange={(v) => draft.setLetters(v)} />
            <View className='tb-add' role='button' data-testid='open-seat-map' onClick={() => setOpen('seatMap')}>
              <Text>{draft.seats.length ? t('train:seatMap.picked', { seats: draft.seats.map((s) => t('train:seatMap.seat', { coach: s.Coach, seat: s.Seat })).join('、') }) : t('train:seatMap.open')}</Text>
            </View>
            {shown('seats') && <Text className='train-card__error'>{issueText(shown('seats'))}</Text>}
          </View>
        )}

        <View className='train-card' id='tb-contact' data-testid='tb-contact'>
          <Text className='train-card__title'>{t('train:booking.contact')}</Text>
          <FormRow label={t('booking:contact.name')} required error={issueText(shown('contact.0.name'))}>
            <TextField value={draft.contact.name} onChange={(v) => draft.setContact({ ...draft.contact, name: v })} testId='tb-contact-name' />
          </FormRow>
          <FormRow label={t('booking:contact.mobile')} required error={issueText(shown('contact.0.mobile'))}>
            <TextField value={draft.contact.mobile} type='number' maxlength={20} onChange={(v) => draft.setContact({ ...draft.contact, mobile: v })} testId='tb-contact-mobile' />
          </FormRow>
          <FormRow label={t('booking:contact.email')} required={ctx.emailRequired} error={issueText(shown('contact.0.email'))}>
            <TextField value={draft.contact.email} onChange={(v) => draft.setContact({ ...draft.contact, email: v })} testId='tb-contact-email' />
          </FormRow>
        </View>

        <View className='train-card' id='tb-payment' data-testid='tb-payment'>
          <Text className='train-card__title'>{t('train:booking.payment')}</Text>
          {rights.length > 0 ? (
            <Segmented options={rights.map((p) => ({ value: p, label: t(`train:payment.${p}`) }))} value={draft.payment ?? ''} onChange={(p) => draft.setPayment(p)} testId='tb-payment-type' />
          ) : (
            <Text className='train-card__error'>{t('train:booking.noPayment')}</Text>
          )}
          {split && (
            <View className='tb-money'>
              <Text className='train-card__line'>{t('train:booking.tickets', { price: f.money(grabPrice), count: draft.travellers.length })}</Text>
              {split.company > 0 && <Text className='train-card__line'>{t('train:booking.companyPays', { amount: f.money(split.company) })}</Text>}
              {split.personal > 0 && <Text className='train-card__line'>{t('train:booking.youPay', { amount: f.money(split.personal) })}</Text>}
            </View>
          )}
        </View>

        {hasAnyField(ctx.rules) && (
          <View className='train-card' data-testid='tb-company'>
            <Text className='train-card__title'>{t('booking:fields.title')}</Text>
            <CompanyFields section={sectionName} source={trainFieldsSource} value={draft.fields} onChange={(v) => draft.setFields(v)} issues={issues} showAll={draft.showAll} />
          </View>
        )}
      </View>

      <ActionBar testId='tb-bar'>
        <View className='tb-bar__money'>
          <Text className='tb-bar__label'>{t(grab ? 'train:grab.prepayTotal' : 'kit:price.total')}</Text>
          <Text className='tb-bar__amount' data-testid='tb-total'>{split ? f.money(split.total) : '—'}</Text>
          {split && split.company > 0 && split.personal > 0 && <Text className='tb-bar__split' data-testid='tb-split'>{t('train:booking.split', { company: f.money(split.company), personal: f.money(split.personal) })}</Text>}
        </View>
        <MainButton className='action-bar__main' text={t(grab ? 'train:grab.submit' : 'train:booking.submit')} onClick={() => void submit()} busy={draft.submitting} testId='tb-submit' />
      </ActionBar>

      <TravellerSheet
        open={open === 'travellers'}
        value={draft.travellers}
        onDone={(l) => {
          draft.setTravellers(l)
          setOpen(null)
        }}
        onClose={() => setOpen(null)}
      />
      <ReasonSheet
        open={open === 'reason'}
        title={t('train:reason.title')}
        groups={codeGroups(codes.of('Policy'))}
        loadFailed={codes.failed('Policy')}
        onRetry={() => codes.reload('Policy')}
        allowOther
        need='outOfPolicy'
        value={reason ?? undefined}
        onSave={(r, item) => {
          draft.setReason({ ...r, label: item ? `${item.Code} ${item.Text}` : undefined })
          setOpen(null)
        }}
        onClose={() => setOpen(null)}
        testId='tb-reason-sheet'
      />
      {!grab && (
        <SeatMapSheet
          open={open === 'seatMap'}
          req={{ TrainNo: train.TrainNo, Date: train.DepartDate, FromStation: train.FromStation.Code, ToStation: train.ToStation.Code, SeatClass: seat.SeatClass }}
          count={Math.max(1, draft.travellers.length)}
          value={draft.seats}
          onDone={(v) => {
            draft.setSeats(v)
            setOpen(null)
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {grab && (
        <PickerDialog
          open={open === 'deadline'}
          title={t('train:grab.deadline')}
          options={deadlines.map((d) => ({ value: d, text: f.stamp(d) }))}
          selectedIndex={Math.max(0, deadlines.indexOf(draft.grab.deadline))}
          onSelect={(o) => draft.setDeadline(o.value)}
          onClose={() => setOpen(null)}
          testId='deadline-picker'
        />
      )}
      <Blocking show={draft.submitting} text={t('train:booking.submitting')} />
    </Page>
  )
}

export default observer(TrainOrderForm)
