/**
 * The traveller form of every ticket product (docs/validation.md): name rules per document, gender, birth
 * date, document type and number (ID cards fully checked, birth date and gender read from the
 * card and required to agree), validity of passports and passes (expired blocks, under six
 * months warns), phone by country code, e-mail, and the age class on the travel date.
 * Errors show under a field when it is left and all at once on save, scrolled to the first.
 */
import { useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { MobileCountryCode } from '@api/system'
import {
  checkTraveller,
  ID_TYPES,
  isMasked,
  passengerKind,
  type IdType,
  type Issue,
  type TravellerDraft,
  type TravellerField,
  type TripDates,
} from '@/domain/booking'
import { normalizeChineseName } from '@/domain/names'
import { normalizeIdCard, parseIdCard } from '@/domain/id-card'
import { MainButton } from '@/components/ui/button'
import { DateField, FormRow, Segmented, TextField } from '@/components/ui/form'
import { Sheet } from '@/components/ui/sheet'
import CountryPicker from './country-picker'
import { PhoneField } from './phone-field'
import { PinyinFill, usePinyinFill } from '../pinyin-fill'
import './index.scss'
import '@/i18n/ns/booking'

export interface PassengerFormProps {
  open: boolean
  /** The traveller to edit, or an empty draft for a new one. */
  initial: TravellerDraft
  dates: TripDates
  countryCodes: () => Promise<MobileCountryCode[]>
  onSave: (d: TravellerDraft) => void
  onClose: () => void
  /** i18n key of the sheet title. */
  title?: string
}

const ALL_FIELDS: TravellerField[] = ['idNo', 'chName', 'lastName', 'firstName', 'idExpiry', 'nationality', 'gender', 'birthDate', 'mobile', 'email']
const DEFAULT_NATIONALITY: Record<IdType, string> = { IDCard: 'CN', Passport: 'CN', HKMacaoPass: 'HK', TaiwanPass: 'TW' }
/** The document's English names, in the order a form asks them. */
const ENGLISH_NAMES = ['lastName', 'firstName'] as const
export const fieldAnchor = (f: string) => `pf-${f}`

/** Saving tidies what people type: the name dot, upper-case Latin names and check letters. */
function tidy(d: TravellerDraft): TravellerDraft {
  const idNo = isMasked(d.idNo) ? d.idNo : d.idType === 'IDCard' ? normalizeIdCard(d.idNo) : d.idNo.trim().toUpperCase()
  return {
    ...d,
    chName: normalizeChineseName(d.chName),
    lastName: d.lastName.trim().toUpperCase(),
    firstName: d.firstName.trim().toUpperCase(),
    idNo,
    nationality: d.idType === 'IDCard' ? 'CN' : d.nationality,
    idExpiry: d.idType === 'IDCard' ? '' : d.idExpiry,
    mobile: d.mobile.trim(),
    email: d.email.trim(),
  }
}

export default function PassengerForm(props: PassengerFormProps) {
  if (!props.open) return null
  // A fresh inner form per opening: nothing of an abandoned edit leaks into the next one.
  return <FormBody key={props.initial.key} {...props} />
}

function FormBody({ initial, dates, countryCodes, onSave, onClose, title }: PassengerFormProps) {
  const { t } = useTranslation()
  const [d, setD] = useState<TravellerDraft>(initial)
  const [touched, setTouched] = useState<Set<string>>(() => new Set(initial.personId !== null ? ALL_FIELDS : []))
  const [autoFilled, setAutoFilled] = useState(false)
  const [scrollTo, setScrollTo] = useState('')
  const issues = useMemo(() => checkTraveller(d, dates), [d, dates])
  const idCard = d.idType === 'IDCard'
  const kind = passengerKind(d.birthDate, dates.firstDate)

  const touch = (...f: string[]) => setTouched((s) => new Set([...s, ...f]))
  const set = <K extends keyof TravellerDraft>(k: K, v: TravellerDraft[K]) => setD((prev) => ({ ...prev, [k]: v }))
  const pinyin = usePinyinFill(d, (lastName, firstName) => {
    setD((prev) => ({ ...prev, lastName, firstName }))
    touch('lastName', 'firstName')
  })
  const bind = (k: 'mobileCountryCode' | 'mobile' | 'email') => ({ value: d[k], onChange: (v: string) => set(k, v), onBlur: () => touch(k) })
  const message = (f: TravellerField, severity: Issue['severity']) => {
    const i = issues.find((x) => x.field === f && x.severity === severity)
    return i && touched.has(f) ? t(i.key, i.params) : undefined
  }
  const row = (f: TravellerField) => ({ id: fieldAnchor(f), error: message(f, 'error'), warning: message(f, 'warning'), testId: `pf-${f}` })

  // Birth date and gender follow a valid ID card unless the user set them by hand.
  const onIdNo = (v: string) => {
    const info = idCard ? parseIdCard(v) : null
    setD((prev) => {
      const next = { ...prev, idNo: v }
      if (info && (autoFilled || !prev.birthDate)) next.birthDate = info.birthDate
      if (info && (autoFilled || !prev.gender)) next.gender = info.gender === 'male' ? 'M' : 'F'
      return next
    })
    if (info && (autoFilled || !d.birthDate || !d.gender)) {
      setAutoFilled(true)
      touch('birthDate', 'gender')
    }
  }
  const onIdType = (v: IdType) => {
    setD((prev) => ({
      ...prev,
      idType: v,
      // A masked directory number belongs to its own document type only.
      idNo: isMasked(prev.idNo) ? '' : prev.idNo,
      nationality: prev.idType === v ? prev.nationality : DEFAULT_NATIONALITY[v],
    }))
  }

  const save = () => {
    const errors = issues.filter((i) => i.severity === 'error')
    if (errors.length === 0) return onSave(tidy(d))
    touch(...ALL_FIELDS)
    const first = ALL_FIELDS.find((f) => errors.some((e) => e.field === f))
    // Re-set so that a second save scrolls again even to the same field.
    setScrollTo('')
    setTimeout(() => setScrollTo(fieldAnchor(first ?? 'idNo')), 0)
  }

  const idTypes = ID_TYPES.map((v) => ({ value: v, label: t(`booking:idType.${v}`) }))
  const today = dates.today
  return (
    <Sheet
      open
      full
      title={t(title ?? (initial.personId === null && !initial.frequentTravelerId ? 'booking:passengerForm.addTitle' : 'booking:passengerForm.editTitle'))}
      onClose={onClose}
      scrollTo={scrollTo}
      testId="passenger-form"
      footer={<MainButton text={t('booking:passengerForm.save')} onClick={save} testId="pf-save" />}
    >
      <View className="pf">
        {kind && (
          <View className="pf__kind" data-testid="pf-kind">
            <Text className={`pf__kind-tag pf__kind-tag--${kind}`}>{t(`booking:passengerKind.${kind}`)}</Text>
            <Text className="pf__kind-note">{t('booking:passengerForm.kindNote')}</Text>
          </View>
        )}
        <View className="pf__group">
          <FormRow label={t('booking:passengerForm.idType')} required block testId="pf-idType">
            <Segmented options={idTypes} value={d.idType} onChange={onIdType} testId="pf-idType-choice" />
          </FormRow>
          <FormRow label={t('booking:passengerForm.chName')} required={idCard && !d.lastName && !d.firstName} {...row('chName')}>
            <TextField
              value={d.chName}
              onChange={(v) => set('chName', v)}
              onBlur={() => {
                touch('chName')
                pinyin.onChineseBlur()
              }}
              placeholder={t('booking:passengerForm.chNamePlaceholder')}
              maxlength={30}
            />
          </FormRow>
          {ENGLISH_NAMES.map((k) => (
            <FormRow key={k} label={t(`booking:passengerForm.${k}`)} required={!idCard} {...row(k)}>
              <TextField
                value={d[k]}
                onChange={(v) => set(k, v)}
                onBlur={() => touch(k)}
                placeholder={t(`booking:passengerForm.${k}Placeholder`)}
                maxlength={40}
              />
            </FormRow>
          ))}
          <PinyinFill fill={pinyin} testId="pf-pinyin" />
          <FormRow label={t('booking:passengerForm.idNo')} required {...row('idNo')}>
            <TextField
              value={d.idNo}
              onChange={onIdNo}
              onBlur={() => touch('idNo')}
              type={idCard ? 'idcard' : 'text'}
              placeholder={t(idCard ? 'booking:passengerForm.idCardPlaceholder' : 'booking:passengerForm.docNoPlaceholder')}
              maxlength={idCard ? 18 : 17}
            />
          </FormRow>
          {!idCard && (
            <FormRow label={t('booking:passengerForm.idExpiry')} required {...row('idExpiry')}>
              <DateField
                value={d.idExpiry}
                start={today}
                onChange={(v) => (set('idExpiry', v), touch('idExpiry'))}
                placeholder={t('booking:passengerForm.choose')}
                testId="pf-idExpiry-picker"
              />
            </FormRow>
          )}
          {!idCard && (
            <FormRow label={t('booking:passengerForm.nationality')} required {...row('nationality')}>
              <CountryPicker
                mode="iso"
                value={d.nationality}
                onChange={(v) => (set('nationality', v), touch('nationality'))}
                load={countryCodes}
                title={t('booking:passengerForm.nationality')}
              />
            </FormRow>
          )}
          <FormRow label={t('booking:passengerForm.gender')} required {...row('gender')}>
            <Segmented
              options={[
                { value: 'M', label: t('booking:gender.M') },
                { value: 'F', label: t('booking:gender.F') },
              ]}
              value={d.gender}
              onChange={(v) => {
                setAutoFilled(false)
                set('gender', v)
                touch('gender')
              }}
              testId="pf-gender-choice"
            />
          </FormRow>
          <FormRow label={t('booking:passengerForm.birthDate')} required {...row('birthDate')}>
            <DateField
              value={d.birthDate}
              start="1900-01-01"
              end={today}
              onChange={(v) => {
                setAutoFilled(false)
                set('birthDate', v)
                touch('birthDate')
              }}
              placeholder={t('booking:passengerForm.choose')}
              testId="pf-birthDate-picker"
            />
          </FormRow>
        </View>
        <View className="pf__group">
          <FormRow label={t('booking:passengerForm.mobile')} required={kind === 'Adult'} {...row('mobile')}>
            <PhoneField
              code={bind('mobileCountryCode')}
              mobile={bind('mobile')}
              placeholder={t('booking:passengerForm.mobilePlaceholder')}
              load={countryCodes}
              testId="pf-cc"
            />
          </FormRow>
          <FormRow label={t('booking:passengerForm.email')} {...row('email')}>
            <TextField {...bind('email')} placeholder={t('booking:passengerForm.emailPlaceholder')} maxlength={100} />
          </FormRow>
        </View>
        <Text className="pf__note">{t('booking:passengerForm.note')}</Text>
      </View>
    </Sheet>
  )
}
