/**
 * Adds or edits an invoice header: a person (a name) or a company (title and tax ID, checked as
 * typed; address, phone, bank and account as they should be printed — the phone and the account,
 * when given, checked as typed, the account saved without spaces), an e-mail for electronic
 * invoices, and whether it is the default. What was typed stays on any failure.
 */
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { InvoiceHeader, InvoiceHeaderSaveReq } from '@api/invoice'
import { normalizeBankAccount, type InvoiceHeaderKind } from '@api/invoice-values'
import { FormRow, Segmented, TextField, Toggle } from '@/components/ui/form'
import { FormSheet } from '@/components/ui/form-sheet'
import { useFormDraft } from '@/components/use-form-draft'
import { draftOf, trimmed } from '@/domain/draft'
import { checkHeaderDraft, normalizeTaxId, type HeaderDraft, type HeaderField } from '@/domain/invoice'
import './index.scss'
import '@/i18n/ns/invoice'

type Field = keyof HeaderDraft
const EMPTY: HeaderDraft = { Kind: 'Company', Title: '', TaxId: '', Address: '', Phone: '', BankName: '', BankAccount: '', Email: '', IsDefault: false }
/** A person's header prints none of a company's lines. */
const PERSONAL = { TaxId: '', Address: '', Phone: '', BankName: '', BankAccount: '' }

export default function HeaderSheet(p: { header: InvoiceHeader | null; onSave: (req: InvoiceHeaderSaveReq) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation()
  const h = p.header
  const f = useFormDraft<HeaderDraft, HeaderField>(draftOf(EMPTY, h), checkHeaderDraft)
  const d = f.d
  const company = d.Kind === 'Company'
  const text = (k: Field, label: string, o: { required?: boolean; max?: number; placeholder?: string } = {}) => (
    <FormRow label={label} required={o.required} error={f.error(k)} testId={`hf-${k}`}>
      <TextField {...f.bind(k)} placeholder={o.placeholder ?? label} maxlength={o.max ?? 100} />
    </FormRow>
  )
  const save = () => {
    if (!f.ready()) return
    const sent = trimmed(d)
    const own = company ? { TaxId: normalizeTaxId(d.TaxId), BankAccount: normalizeBankAccount(d.BankAccount) } : PERSONAL
    return p.onSave({ ...(h ? { HeaderId: h.HeaderId } : {}), ...sent, ...own })
  }
  return (
    <FormSheet title={t(h ? 'invoice:headers.edit' : 'invoice:headers.add')} onClose={p.onClose} name="header" save={t('invoice:save')} onSave={save}>
      <View className="inv-form">
        <FormRow label={t('invoice:headers.kind')}>
          <Segmented
            options={(['Company', 'Personal'] as InvoiceHeaderKind[]).map((k) => ({ value: k, label: t(`invoice:kind.${k}`) }))}
            value={d.Kind}
            onChange={(k) => f.set('Kind', k)}
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
          <Toggle checked={d.IsDefault} onChange={(v) => f.set('IsDefault', v)} label={t('invoice:makeDefault')} testId="hf-default" />
        </FormRow>
      </View>
    </FormSheet>
  )
}
