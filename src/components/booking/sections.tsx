/**
 * The sections every booking page shares, laid out by `BookingPage`: a policy reason row, the
 * contacts, the payment with the price lines, the company fields and the bar with the total.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { ReactNode } from 'react'
import CompanyFields, { hasAnyField } from '@/components/company-fields'
import CountryPicker from '@/components/passenger-form/country-picker'
import { ActionBar } from '@/components/ui/action-bar'
import { MainButton } from '@/components/ui/button'
import { FormRow, Segmented, TextField } from '@/components/ui/form'
import type { ContactDraft } from '@/domain/booking'
import { emptyContact, type ReasonSlot } from './draft'
import type { BookingPageState } from './use-booking-page'

/** One reason the choice asks for: the code and text given, or the call to give one. */
export const ReasonRow = observer(function ReasonRow({ page, slot }: { page: BookingPageState; slot: ReasonSlot }) {
  const { draft, t, product } = page
  const texts = product.texts.reason
  const r = draft?.reasons[slot.slot]
  const issue = page.shown(slot.slot ? `reason.${slot.slot}` : 'reason')
  const code = r?.codeId ? (page.codes.of(slot.codes)?.find((c) => c.Id === r.codeId)?.Text ?? r.label) : ''
  const id = `${product.prefix}-reason${slot.slot ? `-${slot.slot}` : ''}`
  return (
    <View className={`booking-reason ${issue ? 'booking-reason--error' : ''}`} id={id} role="button" data-testid={id} onClick={() => page.openReason(slot)}>
      <View className="booking-reason__line">
        <Text className="booking-reason__label">{t(slot.need === 'notLowest' && texts.notLowest ? texts.notLowest : texts.outOfPolicy)}</Text>
        <Text className={r ? 'booking-reason__value' : 'booking-reason__placeholder'}>
          {r ? [code, r.text].filter(Boolean).join(' · ') || t(texts.chosen) : t(texts.choose)}
        </Text>
      </View>
      {issue && <Text className="booking-error">{page.message(issue)}</Text>}
    </View>
  )
})

/** Who the supplier and the agency call: a name and phone, e-mail when mails go out; up to `max`. */
export const ContactSection = observer(function ContactSection({ page, max }: { page: BookingPageState; max: number }) {
  const { draft, t, product } = page
  if (!draft) return null
  const p = product.prefix
  const list = draft.contacts
  const set = (i: number, patch: Partial<ContactDraft>) => draft.setContacts(list.map((c, j) => (j === i ? { ...c, ...patch } : c)))
  // The first contact's inputs are named by the product alone ('hb-contact-mobile').
  const first = (i: number, f: string) => (i === 0 ? `${p}-contact-${f}` : undefined)
  const msg = (field: string) => page.message(page.shown(field))
  return (
    <View className="booking-card" id={`${p}-contact`} data-testid={`${p}-contact`}>
      <Text className="booking-card__title">{t(product.texts.contact)}</Text>
      {/* The inputs mount once their first values are known: a Taro Input whose value changes before its element loaded throws (H5). */}
      {list.map((c, i) => (
        <View key={i} className="booking-contact">
          {list.length > 1 && (
            <View className="booking-contact__head">
              <Text>{t('booking:contact.nth', { n: i + 1 })}</Text>
              <View className="booking-link" role="button" onClick={() => draft.setContacts(list.filter((_, j) => j !== i))}>
                <Text>{t('common:delete')}</Text>
              </View>
            </View>
          )}
          <FormRow id={`${p}-contact-${i}-name`} testId={`${p}-contact-${i}-name`} label={t('booking:contact.name')} required error={msg(`contact.${i}.name`)}>
            <TextField
              value={c.name}
              testId={first(i, 'name')}
              onChange={(v) => set(i, { name: v })}
              placeholder={t('booking:contact.namePlaceholder')}
              maxlength={40}
            />
          </FormRow>
          <FormRow
            id={`${p}-contact-${i}-mobile`}
            testId={`${p}-contact-${i}-mobile`}
            label={t('booking:contact.mobile')}
            required
            error={msg(`contact.${i}.mobile`)}
          >
            <View className="pf__phone">
              <CountryPicker
                mode="dial"
                value={c.mobileCountryCode}
                onChange={(v) => set(i, { mobileCountryCode: v })}
                load={product.countryCodes}
                title={t('booking:passengerForm.countryCode')}
              />
              <TextField
                value={c.mobile}
                testId={first(i, 'mobile')}
                type="number"
                onChange={(v) => set(i, { mobile: v })}
                placeholder={t('booking:passengerForm.mobilePlaceholder')}
                maxlength={15}
              />
            </View>
          </FormRow>
          <FormRow
            id={`${p}-contact-${i}-email`}
            testId={`${p}-contact-${i}-email`}
            label={t('booking:contact.email')}
            required={page.emailRequired}
            error={msg(`contact.${i}.email`)}
            hint={page.emailRequired ? t('booking:contact.emailHint') : undefined}
          >
            <TextField
              value={c.email}
              testId={first(i, 'email')}
              onChange={(v) => set(i, { email: v })}
              placeholder={t(page.emailRequired ? 'booking:contact.emailPlaceholder' : 'booking:passengerForm.emailPlaceholder')}
              maxlength={100}
            />
          </FormRow>
        </View>
      ))}
      {list.length > 0 && list.length < max && (
        <View className="booking-add-row" role="button" data-testid={`${p}-add-contact`} onClick={() => draft.setContacts([...list, emptyContact()])}>
          <Text>{t('booking:contact.add')}</Text>
        </View>
      )}
    </View>
  )
})

/** How the order is paid (what the rights and the choice allow), the price lines under it. */
export const PaymentSection = observer(function PaymentSection({ page, children }: { page: BookingPageState; children?: ReactNode }) {
  const { draft, t, product } = page
  if (!draft) return null
  const p = product.prefix
  return (
    <View className="booking-card" id={`${p}-payment`} data-testid={`${p}-payment`}>
      <Text className="booking-card__title">{t(product.texts.payment)}</Text>
      {page.payments.length > 0 ? (
        <Segmented
          options={page.payments.map((k) => ({
            value: k,
            label: t(product.texts.paymentLabel(k)),
            testId: `${p}-pay-${k}`,
          }))}
          value={draft.payment ?? ''}
          onChange={(k) => draft.setPayment(k)}
          testId={`${p}-payment-type`}
        />
      ) : (
        <View role="alert">
          <Text className="booking-error">{t(product.texts.noPayment)}</Text>
        </View>
      )}
      {page.shown('payment') && page.payments.length > 0 && <Text className="booking-error">{page.message(page.shown('payment'))}</Text>}
      {children}
      {draft.quoteStatus === 'error' && product.texts.priceFailed && (
        <View role="button" onClick={() => page.spec.requote?.()}>
          <Text className="booking-error">{t(product.texts.priceFailed)}</Text>
        </View>
      )}
    </View>
  )
})

/** The company's fields of this product's settings section, when it shows any. */
export const FieldsSection = observer(function FieldsSection({ page }: { page: BookingPageState }) {
  const { draft, t, product } = page
  if (!draft || !hasAnyField(page.rules)) return null
  return (
    <View className="booking-card" data-testid={`${product.prefix}-company`}>
      <Text className="booking-card__title">{t('booking:fields.title')}</Text>
      <CompanyFields
        section={product.section}
        source={product.fieldsSource}
        value={draft.fields}
        onChange={(v) => draft.setFields(v)}
        issues={page.issues}
        showAll={draft.showAll}
      />
    </View>
  )
})

/** The sticky bar: the total (tap: the price lines) or, until priced, `pending`; who pays what when both do, and submit. */
export const BookingBar = observer(function BookingBar(props: { page: BookingPageState; totalLabel?: string; note?: ReactNode; pending?: ReactNode }) {
  const { page, totalLabel, note, pending } = props
  const { draft, t, f, product, spec } = page
  const p = product.prefix
  const split = spec.split
  return (
    <ActionBar testId={`${p}-bar`}>
      <View className="booking-bar__money" role="button" onClick={() => split && page.setPriceOpen(true)}>
        {spec.total === null && pending ? (
          pending
        ) : (
          <>
            <Text className="booking-bar__label">{t(totalLabel ?? 'kit:price.total')}</Text>
            <Text className="booking-bar__amount" data-testid={`${p}-total`}>
              {spec.total === null ? '—' : f.money(spec.total)}
            </Text>
          </>
        )}
        {split && split.company > 0 && split.personal > 0 && (
          <Text className="booking-bar__split" data-testid={`${p}-split`}>
            {t(product.texts.split, { company: f.money(split.company), personal: f.money(split.personal) })}
          </Text>
        )}
        {note}
      </View>
      <MainButton className="action-bar__main" text={t(product.texts.submit)} onClick={page.submit} busy={!!draft?.submitting} testId={`${p}-submit`} />
    </ActionBar>
  )
})
