/**
 * Adds or edits an invoice header: a person (a name) or a company (title and tax ID, checked as
 * typed; address, phone, bank and account as they should be printed — the phone and the account,
 * when given, checked as typed, the account saved without spaces), an e-mail for electronic
 * invoices, and whether it is the default. What was typed stays on any failure.
 */
import { useState } from 'react'
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { InvoiceHeader, InvoiceHeaderSaveReq } from '@api/invoice'
import { normalizeBankAccount, type InvoiceHeaderKind } from '@api/invoice-values'
import { MainButton } from '@/components/ui/button'
import { FormRow, Segmented, TextField, Toggle } from '@/components/ui/form'
import { Sheet } from '@/components/ui/sheet'
import { checkHeaderDraft, normalizeTaxId, type HeaderDraft, type HeaderField } from '@/domain/invoice'
import './index.scss'
import '@/i18n/ns/invoice'

type Field = keyof HeaderDraft
const CHECKED: readonly HeaderField[] = ['Title', 'TaxId', 'Phone', 'BankAccount', 'Email']
const isChecked = (k: Field): k is HeaderField => (CHECKED as readonly string[]).includes(k)

export default function HeaderSheet(p: { header: InvoiceHeader | null; onSave: (req: InvoiceHeaderSaveReq) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation()
  const h = p.header
  const [d, setD] = useState<HeaderDraft>({
    Kind: h?.Kind ?? 'Company',
    Title: h?.Title ?? '',
    TaxId: h?.TaxId ?? '',
    Address: h?.Address ?? '',
    Phone: h?.Phone ?? '',
    BankName: h?.BankName ?? '',
    BankAccount: h?.BankAccount ?? '',
    Email: h?.Email ?? '',
    IsDefault: h?.IsDefault ?? false,
  })
  const [touched, setTouched] = useState<Set<string>>(new Set())
  const [busy, setBusy] = useState(false)
  const issues = checkHeaderDraft(d)
  const set = <K extends Field>(k: K, v: HeaderDraft[K]) => setD((x) => ({ ...x, [k]: v }))
  const touch = (k: Field) => setTouched((s) => new Set([...s, k]))
  const error = (k: HeaderField) => {
    const c = issues[k]
    return touched.has(k) && c && !c.ok ? t(c.key, c.params) : undefined
  }
  const company = d.Kind === 'Company'
  const text = (k: Field, label: string, o: { required?: boolean; max?: number; placeholder?: string } = {}) => (
    <FormRow label={label} required={o.required} error={isChecked(k) ? error(k) : undefined} testId={`hf-${k}`}>
      <TextField
        value={String(d[k])}
        onChange={(v) => set(k, v as never)}
        onBlur={() => touch(k)}
        placeholder={o.placeholder ?? label}
        maxlength={o.max ?? 100}
      />
    </FormRow>
  )
  const save = async () => {
    if (Object.keys(issues).length > 0) {
      setTouched(new Set(CHECKED))
      return
    }
    setBusy(true)
    try {
      await p.onSave({
        ...(h ? { HeaderId: h.HeaderId } : {}),
        Kind: d.Kind,
        Title: d.Title.trim(),
        TaxId: company ? normalizeTaxId(d.TaxId) : '',
        Address: company ? d.Address.trim() : '',
        Phone: company ? d.Phone.trim() : '',
        BankName: company ? d.BankName.trim() : '',
        BankAccount: company ? normalizeBankAccount(d.BankAccount) : '',
        Email: d.Email.trim(),
        IsDefault: d.IsDefault,
      })
    } catch {
      // The server's message was shown; the form keeps what was typed.
    } finally {
      setBusy(false)
    }
  }
  return (
    <Sheet
      open
      full
      title={t(h ? 'invoice:headers.edit' : 'invoice:headers.add')}
      onClose={p.onClose}
      testId="header-sheet"
      footer={<MainButton text={t('invoice:save')} onClick={() => void save()} busy={busy} testId="header-save" />}
    >
      <View className="inv-form">
        <FormRow label={t('invoice:headers.kind')}>
          <Segmented
            options={(['Company', 'Personal'] as InvoiceHeaderKind[]).map((k) => ({ value: k, label: t(`invoice:kind.${k}`) }))}
            value={d.Kind}
            onChange={(k) => set('Kind', k)}
            testId="hf-kind"
          />
        </FormRow>
        {text('Title', t(company ? 'invoice:headers.companyTitle' : 'invoice:headers.personName'), { required: true })}
        {company && (
          <>
            {text('TaxId', t('invoice:headers.taxId'), { required: true, max: 30, placeholder: t('invoice:headers.taxIdPlaceholder') })}
            {text('Address', t('invoice:headers.address'), { max: 200 })}
            {text('Phone', t('invoice:headers.phone'), { max: 30 })}
            {text('BankName', t('invoice:headers.bankName'))}
            {text('BankAccount', t('invoice:headers.bankAccount'), { max: 40 })}
          </>
        )}
        {text('Email', t('invoice:headers.email'), { placeholder: t('invoice:apply.emailPlaceholder') })}
        <FormRow label={t('invoice:makeDefault')}>
          <Toggle checked={d.IsDefault} onChange={(v) => set('IsDefault', v)} label={t('invoice:makeDefault')} testId="hf-default" />
        </FormRow>
      </View>
    </Sheet>
  )
}
