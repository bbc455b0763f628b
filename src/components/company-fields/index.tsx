/**
 * The company's own order fields, exactly as its settings say for the product's section:
 * cost centre, department, business unit, custom item, trip purpose (list, free text or
 * either), authorization code, attachments, extend fields 1–5 and the booking message — each
 * shown only when displayed, marked when required, named as the company named it.
 */
import { Fragment, useEffect, useState } from 'react'
import { Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { CatalogItem, PurposeItem } from '@api/flight'
import { BOOK_MESSAGE_MAX, type CatalogKey, type CompanyFieldRules, type CompanyFieldValues, type ExtendSlot, type Issue } from '@/domain/booking'
import PickerDialog from '@/components/picker-dialog'
import { Chip } from '@/components/ui/chip'
import { FormRow, TextField } from '@/components/ui/form'
import { useStores } from '@/stores'
import { CATALOG_KEYS, companyFieldRules, extendOption, fieldLabel, type OrderSection } from './rules'
import type { CompanyFieldsSource } from './source'
import Uploader from './uploader'
import './index.scss'
import '@/i18n/ns/booking'

export { companyFieldRules, hasAnyField, fieldLabel } from './rules'

/** An order form's issue in words; a company field's names the field as the company calls it (the toast of a refused submit). */
export function issueText(
  t: (k: string, o?: Record<string, unknown>) => string,
  settings: Parameters<typeof fieldLabel>[0],
  section: OrderSection,
  i: Issue,
): string {
  const [head, key] = i.field.split('.')
  return head === 'field' && key ? t(i.key, { name: fieldLabel(settings, section, key, t), ...i.params }) : t(i.key, i.params)
}
export type { OrderSection } from './rules'
export type { CompanyFieldsSource } from './source'
export { createCompanyFieldsSource } from './source'

export interface CompanyFieldsProps {
  section: OrderSection
  source: CompanyFieldsSource
  value: CompanyFieldValues
  onChange: (v: CompanyFieldValues) => void
  /** The page's check of these fields ('field.CostCenter', ...). */
  issues: Issue[]
  /** After a submit attempt every message shows, not only those of fields already visited. */
  showAll?: boolean
}

type Loaded<T> = { status: 'idle' | 'loading' | 'error' | 'ready'; items: T[] }
const CATALOG_VALUE = { CostCenter: 'costCenter', Department: 'department', BusinessUnit: 'businessUnit', CustomItem: 'customItem' } as const
export const fieldAnchor = (key: string) => `cf-${key}`

function CompanyFields({ section, source, value, onChange, issues, showAll }: CompanyFieldsProps) {
  const { t, i18n } = useTranslation()
  const { settings } = useStores()
  const rules: CompanyFieldRules = companyFieldRules(settings, section)
  const [catalogs, setCatalogs] = useState<Partial<Record<CatalogKey, Loaded<CatalogItem>>>>({})
  const [purposes, setPurposes] = useState<Loaded<PurposeItem>>({ status: 'idle', items: [] })
  const [open, setOpen] = useState<string>('')
  const [touched, setTouched] = useState<Set<string>>(new Set())
  const label = (key: string) => fieldLabel(settings, section, key, t)
  const touch = (key: string) => setTouched((s) => new Set([...s, key]))
  const set = (patch: Partial<CompanyFieldValues>, key: string) => {
    touch(key)
    onChange({ ...value, ...patch })
  }

  const loadCatalog = async (key: CatalogKey): Promise<CatalogItem[] | null> => {
    setCatalogs((c) => ({ ...c, [key]: { status: 'loading', items: c[key]?.items ?? [] } }))
    try {
      const items = await source.catalog(key)
      setCatalogs((c) => ({ ...c, [key]: { status: 'ready', items } }))
      return items
    } catch {
      setCatalogs((c) => ({ ...c, [key]: { status: 'error', items: [] } }))
      return null
    }
  }
  const loadPurposes = async () => {
    setPurposes((p) => ({ ...p, status: 'loading' }))
    try {
      const r = await source.purposes()
      setPurposes({ status: 'ready', items: r.Items })
    } catch {
      setPurposes({ status: 'error', items: [] })
    }
  }
  const shownCatalogs = CATALOG_KEYS.filter((k) => rules[k].display)
  const purposeList = rules.Purpose.display && rules.Purpose.type !== 0
  useEffect(() => {
    shownCatalogs.forEach((k) => void loadCatalog(k))
    if (purposeList) void loadPurposes()
    // Once per form; the lists are the company's and do not change while it is open.
  }, [shownCatalogs.join(), purposeList])

  const messageOf = (key: string) => {
    const i = issues.find((x) => x.field === `field.${key}`)
    return i && (showAll || touched.has(key)) ? t(i.key, { name: label(key), ...i.params }) : undefined
  }
  /** A field's row: its anchor for the first error, test id, label, star and message. */
  const row = (key: string, required?: boolean) => ({ id: fieldAnchor(key), testId: `cf-${key}`, label: label(key), required, error: messageOf(key) })
  const openChoice = async (key: string, catalog?: CatalogKey) => {
    if (catalog && catalogs[catalog]?.status !== 'ready' && !(await loadCatalog(catalog))) return
    setOpen(key)
  }
  const catalogRow = (key: CatalogKey) => {
    const state = catalogs[key]
    const chosen = value[CATALOG_VALUE[key]]
    // The sheet sits beside the row, not in it: a tap on an option must not bubble into the row and reopen it.
    return (
      <Fragment key={key}>
        <FormRow {...row(key, rules[key].required)} arrow onClick={() => void openChoice(key, key)}>
          <Text className={chosen ? 'cf__value' : 'cf__placeholder'}>
            {chosen?.name ?? (state?.status === 'error' ? t('booking:fields.loadFailedTap') : t('booking:fields.choose'))}
          </Text>
        </FormRow>
        <PickerDialog
          open={open === key}
          title={label(key)}
          options={(state?.items ?? []).map((i) => ({ value: i, text: i.Name }))}
          selectedIndex={(state?.items ?? []).findIndex((i) => i.Id === chosen?.id)}
          onSelect={(c) => set({ [CATALOG_VALUE[key]]: { id: c.value.Id, name: c.value.Name } }, key)}
          onClose={() => setOpen('')}
        />
      </Fragment>
    )
  }
  const extendRow = (f: CompanyFieldRules['extend'][number]) => {
    const v = value.extend[f.slot] ?? ''
    const setSlot = (s: string) => set({ extend: { ...value.extend, [f.slot]: s } }, f.slot)
    // The value is the company's option as orders store it; the reader sees it in their language.
    const def = settings.extendFields(section).find((x) => x.slot === f.slot)
    const text = (o: string) => (def ? extendOption(def, o, i18n.language) : o)
    if (f.type === 'select') {
      return (
        <Fragment key={f.slot}>
          <FormRow {...row(f.slot, f.required)} arrow onClick={() => setOpen(f.slot)}>
            <Text className={v ? 'cf__value' : 'cf__placeholder'}>{v ? text(v) : t('booking:fields.choose')}</Text>
          </FormRow>
          <PickerDialog
            open={open === f.slot}
            title={label(f.slot)}
            options={f.options.map((o) => ({ value: o, text: text(o) }))}
            selectedIndex={f.options.indexOf(v)}
            onSelect={(c) => setSlot(c.value)}
            onClose={() => setOpen('')}
          />
        </Fragment>
      )
    }
    return (
      <FormRow key={f.slot} {...row(f.slot, f.required)}>
        <TextField
          value={v}
          onChange={(s) => onChange({ ...value, extend: { ...value.extend, [f.slot as ExtendSlot]: s } })}
          onBlur={() => touch(f.slot)}
          placeholder={t('booking:fields.fill')}
          maxlength={100}
        />
      </FormRow>
    )
  }

  const purposeRows = () => {
    if (!rules.Purpose.display) return null
    const key = 'Purpose'
    const text = (
      <TextField
        value={value.purposeText}
        onChange={(s) => onChange({ ...value, purposeText: s })}
        onBlur={() => touch(key)}
        placeholder={t(rules.Purpose.type === 2 ? 'booking:fields.purposeOther' : 'booking:fields.fill')}
        maxlength={100}
      />
    )
    if (rules.Purpose.type === 0) {
      return <FormRow {...row(key, rules.Purpose.required)}>{text}</FormRow>
    }
    return (
      <FormRow {...row(key, rules.Purpose.required)} block>
        <View className="cf__purpose">
          <View className="cf__chips" role="radiogroup">
            {purposes.status === 'error' && (
              <View className="cf__placeholder" role="button" onClick={() => void loadPurposes()}>
                <Text>{t('booking:fields.loadFailedTap')}</Text>
              </View>
            )}
            {purposes.items.map((p) => (
              <Chip
                key={p.Id}
                look="outline"
                role="radio"
                on={value.purpose?.id === p.Id}
                testId="cf-purpose"
                onTap={() => set({ purpose: value.purpose?.id === p.Id ? null : { id: p.Id, name: p.Name } }, key)}
              >
                <Text>{p.Name}</Text>
              </Chip>
            ))}
          </View>
          {rules.Purpose.type === 2 && text}
        </View>
      </FormRow>
    )
  }

  return (
    <View className="cf" data-testid="company-fields">
      {shownCatalogs.map(catalogRow)}
      {purposeRows()}
      {rules.AuthorizationCode.display && (
        <FormRow {...row('AuthorizationCode', rules.AuthorizationCode.required)}>
          <TextField
            value={value.authorizationCode}
            onChange={(s) => onChange({ ...value, authorizationCode: s })}
            onBlur={() => touch('AuthorizationCode')}
            placeholder={t('booking:fields.fill')}
            maxlength={50}
          />
        </FormRow>
      )}
      {rules.extend.map(extendRow)}
      {rules.UploadAttachFile.display && (
        <FormRow {...row('UploadAttachFile', rules.UploadAttachFile.required)} block>
          <Uploader files={value.attachments} onChange={(files) => set({ attachments: files }, 'UploadAttachFile')} source={source} testId="cf-uploader" />
        </FormRow>
      )}
      {rules.BookMessage.display && (
        <FormRow {...row('BookMessage')} block>
          <Textarea
            className="cf__textarea"
            value={value.bookMessage}
            maxlength={BOOK_MESSAGE_MAX}
            autoHeight
            placeholder={t('booking:fields.bookMessagePlaceholder')}
            onInput={(e) => onChange({ ...value, bookMessage: e.detail.value })}
            onBlur={() => touch('BookMessage')}
          />
          <Text className="cf__counter">{`${value.bookMessage.length}/${BOOK_MESSAGE_MAX}`}</Text>
        </FormRow>
      )}
    </View>
  )
}

export default observer(CompanyFields)
