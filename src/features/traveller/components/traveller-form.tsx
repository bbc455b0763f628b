/**
 * The frequent traveller's form: names in Chinese and English, documents (a mainland ID card gives
 * birth date and gender, which are then locked; other documents need an expiry: expired refused,
 * under six months warned), phone with its country code, e-mail, frequent-flyer and hotel cards.
 * Errors show under a field when it is left and all at once on save (scrolled to the first); the
 * server's rule errors land on the row they name, its warnings stay orange on theirs. What was
 * typed is kept whatever fails.
 */
import { useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { DOC_TYPES, type DocType, type TravellerWarning } from '@api/traveller'
import type { MobileCountryCode } from '@api/system'
import MaskedText from '@/components/masked-text'
import { isMasked } from '@/domain/emergency'
import { MainButton } from '@/components/ui/button'
import { FormRow, Segmented, TextField } from '@/components/ui/form'
import PickerDialog from '@/components/picker-dialog'
import CountryPicker from '@/components/passenger-form/country-picker'
import { PhoneField } from '@/components/passenger-form/phone-field'
import { PinyinFill, usePinyinFill } from '@/components/pinyin-fill'
import { TextAction } from '@/components/ui/text-action'
import { scrollToAnchor } from '@/core/scroll'
import { checkTravellerDraft, emptyCard, emptyDocument, fromIdCard, serverFieldError, type FieldIssue, type TravellerDraft } from '../rules'
import './index.scss'
import '@/i18n/ns/traveller'

export interface SaveOutcome {
  id: number
  warnings: TravellerWarning[]
}

export interface TravellerFormProps {
  initial: TravellerDraft
  today: string
  countryCodes: () => Promise<MobileCountryCode[]>
  /** Saves; rejects with the server's error (its message names the field). */
  onSave: (d: TravellerDraft) => Promise<SaveOutcome>
  /** After a save the server had nothing to warn about. */
  onSaved?: (o: SaveOutcome) => void
  onDelete?: () => void
  /** The warnings the server gave with the traveller (a document expiring soon). */
  initialWarnings?: TravellerWarning[]
}

export const anchorOf = (field: string) => `tf-${field.replace(/\./g, '-')}`

function allFields(d: TravellerDraft): string[] {
  const docs = d.Documents.flatMap((_, i) => [`Documents.${i}.DocType`, `Documents.${i}.DocNo`, `Documents.${i}.Expiry`])
  const cards = d.Cards.flatMap((_, i) => [`Cards.${i}.Issuer`, `Cards.${i}.CardNo`])
  return ['ChName', 'LastName', 'FirstName', ...docs, 'Gender', 'BirthDate', 'Mobile', 'Email', ...cards]
}

export default function TravellerForm({ initial, today, countryCodes, onSave, onSaved, onDelete, initialWarnings }: TravellerFormProps) {
  const { t } = useTranslation()
  const [d, setD] = useState<TravellerDraft>(initial)
  const [touched, setTouched] = useState<Set<string>>(() => new Set(initial.id !== null ? allFields(initial) : []))
  const [server, setServer] = useState<{ field: string; text: string } | null>(null)
  const [warnings, setWarnings] = useState<TravellerWarning[]>(initialWarnings ?? [])
  const [busy, setBusy] = useState(false)
  const [typePicker, setTypePicker] = useState<number | null>(null)
  const issues = useMemo(() => checkTravellerDraft(d, today), [d, today])
  const id = fromIdCard(d)

  const touch = (...f: string[]) => setTouched((s) => new Set([...s, ...f]))
  const edit = (next: (p: TravellerDraft) => TravellerDraft, field?: string) => {
    setD(next)
    if (field && server?.field === field) setServer(null)
  }
  const set = (k: 'ChName' | 'LastName' | 'FirstName' | 'BirthDate' | 'Mobile' | 'Email' | 'MobileCountryCode' | 'Nationality', v: string) =>
    edit((p) => ({ ...p, [k]: v }), k)
  const pinyin = usePinyinFill({ chName: d.ChName, lastName: d.LastName, firstName: d.FirstName }, (LastName, FirstName) => {
    edit((p) => ({ ...p, LastName, FirstName }))
    touch('LastName', 'FirstName')
  })
  const bind = (k: 'ChName' | 'LastName' | 'FirstName' | 'BirthDate' | 'Mobile' | 'Email' | 'MobileCountryCode') => ({
    value: d[k],
    onChange: (v: string) => set(k, v),
    onBlur: () => touch(k),
  })
  const setDoc = (i: number, patch: Partial<TravellerDraft['Documents'][number]>, field: string) =>
    edit((p) => ({ ...p, Documents: p.Documents.map((x, j) => (j === i ? { ...x, ...patch } : x)) }), `Documents.${i}.${field}`)
  const setCard = (i: number, patch: Partial<TravellerDraft['Cards'][number]>, field: string) =>
    edit((p) => ({ ...p, Cards: p.Cards.map((x, j) => (j === i ? { ...x, ...patch } : x)) }), `Cards.${i}.${field}`)
  /** A document's or a card's text field: its value, change and blur. */
  const bindDoc = (i: number, k: 'Expiry') => ({
    value: d.Documents[i][k],
    onChange: (v: string) => setDoc(i, { [k]: v }, k),
    onBlur: () => touch(`Documents.${i}.${k}`),
  })
  const bindCard = (i: number, k: 'Issuer' | 'CardNo') => ({
    value: d.Cards[i][k],
    onChange: (v: string) => setCard(i, { [k]: v }, k),
    onBlur: () => touch(`Cards.${i}.${k}`),
  })

  const text = (i: FieldIssue) => t(`traveller:${i.key}`, i.params)
  const row = (field: string) => {
    const error = server?.field === field ? server.text : issues.find((x) => x.field === field && x.severity === 'error' && touched.has(field))
    const fromServer = warnings.find((w) => w.Field === field)
    const local = issues.find((x) => x.field === field && x.severity === 'warning' && touched.has(field))
    return {
      id: anchorOf(field),
      testId: `tf-${field}`,
      error: typeof error === 'string' ? error : error ? text(error) : undefined,
      warning: fromServer ? fromServer.Message : local ? text(local) : undefined,
    }
  }

  const save = async () => {
    const errors = issues.filter((i) => i.severity === 'error')
    if (errors.length > 0) {
      const fields = allFields(d)
      touch(...fields)
      const first = fields.find((f) => errors.some((e) => e.field === f)) ?? errors[0].field
      void scrollToAnchor(anchorOf(first))
      return
    }
    setBusy(true)
    setServer(null)
    try {
      const r = await onSave(d)
      setD((p) => ({ ...p, id: r.id }))
      setWarnings(r.warnings)
      if (r.warnings.length === 0) onSaved?.(r)
      else void scrollToAnchor(anchorOf(r.warnings[0].Field))
    } catch (e) {
      const found = e instanceof Error ? serverFieldError(e.message) : null
      if (found) {
        setServer(found)
        touch(found.field)
        void scrollToAnchor(anchorOf(found.field))
      }
    } finally {
      setBusy(false)
    }
  }

  const docTypes = DOC_TYPES.map((v) => ({ value: v, text: t(`traveller:docType.${v}`) }))
  return (
    <View className="tf" data-testid="traveller-form">
      <Text className="tf__heading">{t('traveller:edit.basic')}</Text>
      <View className="tf__group">
        <FormRow label={t('traveller:edit.chName')} {...row('ChName')}>
          <TextField
            {...bind('ChName')}
            onBlur={() => {
              touch('ChName')
              pinyin.onChineseBlur()
            }}
            placeholder={t('traveller:edit.chNamePlaceholder')}
            maxlength={30}
          />
        </FormRow>
        <FormRow label={t('traveller:edit.lastName')} {...row('LastName')}>
          <TextField {...bind('LastName')} placeholder={t('traveller:edit.lastNamePlaceholder')} maxlength={40} />
        </FormRow>
        <FormRow label={t('traveller:edit.firstName')} {...row('FirstName')}>
          <TextField {...bind('FirstName')} placeholder={t('traveller:edit.firstNamePlaceholder')} maxlength={40} />
        </FormRow>
        <PinyinFill fill={pinyin} testId="tf-pinyin" />
        <FormRow label={t('traveller:edit.gender')} required {...row('Gender')} hint={id ? t('traveller:edit.fromId') : undefined}>
          {id ? (
            <Text className="tf__locked" data-testid="tf-gender-value">
              {t(`traveller:gender.${id.Gender}`)}
            </Text>
          ) : (
            <Segmented
              options={[
                { value: 'M', label: t('traveller:gender.M') },
                { value: 'F', label: t('traveller:gender.F') },
              ]}
              value={d.Gender}
              onChange={(v) => (edit((p) => ({ ...p, Gender: v }), 'Gender'), touch('Gender'))}
              testId="tf-gender-choice"
            />
          )}
        </FormRow>
        <FormRow label={t('traveller:edit.birthDate')} required {...row('BirthDate')} hint={id ? t('traveller:edit.fromId') : undefined}>
          {id ? (
            <Text className="tf__locked" data-testid="tf-birth-value">
              {id.BirthDate}
            </Text>
          ) : (
            <TextField {...bind('BirthDate')} placeholder={t('traveller:edit.datePlaceholder')} maxlength={10} />
          )}
        </FormRow>
        <FormRow label={t('traveller:edit.nationality')}>
          <CountryPicker
            mode="iso"
            value={d.Nationality}
            onChange={(v) => set('Nationality', v)}
            load={countryCodes}
            title={t('traveller:edit.nationality')}
            testId="tf-nationality"
          />
        </FormRow>
        <FormRow label={t('traveller:edit.mobile')} required {...row('Mobile')}>
          <PhoneField
            code={bind('MobileCountryCode')}
            mobile={bind('Mobile')}
            type={isMasked(d.Mobile) ? 'text' : 'number'}
            placeholder={t('traveller:edit.mobilePlaceholder')}
            load={countryCodes}
            testId="tf-cc"
          />
        </FormRow>
        {initial.id !== null && isMasked(d.Mobile) && (
          <View className="tf__reveal">
            <MaskedText
              value={d.Mobile}
              reveal={{ Source: 'FrequentTraveler', Field: 'Mobile', Id: initial.id }}
              onRevealed={(v) => set('Mobile', v)}
              testId="tf-mobile-reveal"
            />
          </View>
        )}
        <FormRow label={t('traveller:edit.email')} {...row('Email')}>
          <TextField {...bind('Email')} placeholder={t('traveller:edit.emailPlaceholder')} maxlength={100} />
        </FormRow>
      </View>

      <Text className="tf__heading">{t('traveller:edit.documents')}</Text>
      {d.Documents.map((doc, i) => {
        const f = `Documents.${i}`
        const isId = doc.DocType === 'IDCard'
        return (
          <View className="tf__group" key={i} data-testid={`tf-doc-${i}`}>
            <View className="tf__sub">
              <Text>{t('traveller:edit.document', { n: i + 1 })}</Text>
              {d.Documents.length > 1 && (
                <TextAction
                  block="tf__remove"
                  label={t('traveller:edit.remove')}
                  onClick={() => edit((p) => ({ ...p, Documents: p.Documents.filter((_, j) => j !== i) }))}
                  testId={`tf-doc-${i}-remove`}
                />
              )}
            </View>
            <FormRow label={t('traveller:edit.docType')} required arrow onClick={() => setTypePicker(i)} {...row(`${f}.DocType`)}>
              <Text className="tf__value">{t(`traveller:docType.${doc.DocType}`)}</Text>
            </FormRow>
            <FormRow label={t('traveller:edit.docNo')} required {...row(`${f}.DocNo`)}>
              <TextField
                value={doc.DocNo}
                onChange={(v) => setDoc(i, { DocNo: v }, 'DocNo')}
                onBlur={() => touch(`${f}.DocNo`, ...(isId ? ['Gender', 'BirthDate'] : []))}
                type={isId ? 'idcard' : 'text'}
                placeholder={t('traveller:edit.docNoPlaceholder')}
                maxlength={isId ? 18 : 17}
              />
            </FormRow>
            {i === 0 && initial.id !== null && isMasked(doc.DocNo) && (
              <View className="tf__reveal">
                <MaskedText
                  value={doc.DocNo}
                  reveal={{ Source: 'FrequentTraveler', Field: 'IdNo', Id: initial.id }}
                  onRevealed={(v) => setDoc(i, { DocNo: v }, 'DocNo')}
                  testId="tf-doc-reveal"
                />
              </View>
            )}
            {!isId && (
              <FormRow label={t('traveller:edit.issuingCountry')}>
                <CountryPicker
                  mode="iso"
                  value={doc.IssuingCountry}
                  onChange={(v) => setDoc(i, { IssuingCountry: v }, 'IssuingCountry')}
                  load={countryCodes}
                  title={t('traveller:edit.issuingCountry')}
                />
              </FormRow>
            )}
            {!isId && (
              <FormRow label={t('traveller:edit.expiry')} required {...row(`${f}.Expiry`)}>
                <TextField {...bindDoc(i, 'Expiry')} placeholder={t('traveller:edit.datePlaceholder')} maxlength={10} />
              </FormRow>
            )}
          </View>
        )
      })}
      {d.Documents.length < DOC_TYPES.length && (
        <TextAction
          block="tf__add"
          label={t('traveller:edit.addDocument')}
          onClick={() => {
            const free = DOC_TYPES.find((x) => !d.Documents.some((y) => y.DocType === x)) ?? 'Passport'
            edit((p) => ({ ...p, Documents: [...p.Documents, emptyDocument(free as DocType)] }))
          }}
          testId="tf-add-doc"
        />
      )}

      <Text className="tf__heading">{t('traveller:edit.cards')}</Text>
      {d.Cards.map((c, i) => {
        const f = `Cards.${i}`
        return (
          <View className="tf__group" key={i} data-testid={`tf-card-${i}`}>
            <View className="tf__sub">
              <Text>{t('traveller:edit.card', { n: i + 1 })}</Text>
              <TextAction
                block="tf__remove"
                label={t('traveller:edit.remove')}
                onClick={() => edit((p) => ({ ...p, Cards: p.Cards.filter((_, j) => j !== i) }))}
              />
            </View>
            <FormRow label={t('traveller:edit.cardKind')} block>
              <Segmented
                options={[
                  { value: 'Airline', label: t('traveller:cardKind.Airline') },
                  { value: 'HotelGroup', label: t('traveller:cardKind.HotelGroup') },
                ]}
                value={c.Kind}
                onChange={(v) => setCard(i, { Kind: v }, 'Kind')}
              />
            </FormRow>
            <FormRow label={t('traveller:edit.issuer')} required {...row(`${f}.Issuer`)}>
              <TextField {...bindCard(i, 'Issuer')} placeholder={t('traveller:edit.issuerPlaceholder')} maxlength={20} />
            </FormRow>
            <FormRow label={t('traveller:edit.cardNo')} required {...row(`${f}.CardNo`)}>
              <TextField {...bindCard(i, 'CardNo')} maxlength={30} />
            </FormRow>
          </View>
        )
      })}
      <TextAction
        block="tf__add"
        label={t('traveller:edit.addCard')}
        onClick={() => edit((p) => ({ ...p, Cards: [...p.Cards, emptyCard()] }))}
        testId="tf-add-card"
      />

      <View className="tf__actions">
        <MainButton text={t('traveller:edit.save')} onClick={() => void save()} busy={busy} testId="tf-save" />
        {onDelete && d.id !== null && <MainButton kind="danger" text={t('traveller:edit.delete')} onClick={onDelete} testId="tf-delete" />}
      </View>

      <PickerDialog
        open={typePicker !== null}
        title={t('traveller:edit.docType')}
        options={docTypes}
        selectedIndex={typePicker === null ? -1 : DOC_TYPES.indexOf(d.Documents[typePicker]?.DocType ?? 'IDCard')}
        onSelect={(c) => {
          if (typePicker !== null)
            setDoc(typePicker, { DocType: c.value as DocType, Expiry: c.value === 'IDCard' ? '' : d.Documents[typePicker].Expiry }, 'DocType')
        }}
        onClose={() => setTypePicker(null)}
        testId="tf-doc-type-picker"
      />
    </View>
  )
}
