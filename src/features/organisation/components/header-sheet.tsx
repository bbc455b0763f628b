/**
 * Adds or edits one of the company's invoice headers: title and tax ID (checked as typed with the
 * personal headers' rules, src/domain/invoice.ts), general or special VAT, address, phone, bank and
 * account as printed, and whether it is the default. A refusal keeps what was typed.
 */
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { CompanyInvoiceHeader, InvoiceHeaderSaveReq } from '@api/admin'
import { FormRow, Segmented, TextField, Toggle } from '@/components/ui/form'
import { FormSheet } from '@/components/ui/form-sheet'
import { useFormDraft } from '@/components/use-form-draft'
import { draftOf, trimmed } from '@/domain/draft'
import { normalizeTaxId } from '@/domain/invoice'
import { checkCompanyHeaderDraft } from '@/domain/organisation'
import './index.scss'
import '@/i18n/ns/organisation'

type Draft = Omit<CompanyInvoiceHeader, 'HeaderId'>
const EMPTY: Draft = { Title: '', TaxNo: '', Type: 'General', Address: '', Phone: '', BankName: '', BankAccount: '', IsDefault: false }
type TextKey = 'Title' | 'TaxNo' | 'Address' | 'Phone' | 'BankName' | 'BankAccount'
const MAX: Record<TextKey, number> = { Title: 100, TaxNo: 30, Address: 200, Phone: 30, BankName: 100, BankAccount: 40 }

export default function HeaderSheet(p: { header: CompanyInvoiceHeader | null; onSave: (req: InvoiceHeaderSaveReq) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation()
  const h = p.header
  const f = useFormDraft<Draft, TextKey>(draftOf(EMPTY, h), checkCompanyHeaderDraft)
  const d = f.d
  const save = () => f.ready() && p.onSave({ ...(h ? { HeaderId: h.HeaderId } : {}), ...trimmed(d), TaxNo: normalizeTaxId(d.TaxNo) })
  const text = (k: TextKey, required = false) => (
    <FormRow label={t(`organisation:invoiceHeaders.${k}`)} required={required} error={f.error(k)} testId={`ih-${k}`}>
      <TextField {...f.bind(k)} placeholder={t(`organisation:invoiceHeaders.${k}Placeholder`)} maxlength={MAX[k]} />
    </FormRow>
  )
  return (
    <FormSheet
      title={t(h ? 'organisation:invoiceHeaders.edit' : 'organisation:invoiceHeaders.add')}
      onClose={p.onClose}
      name="company-header"
      save={t('organisation:save')}
      onSave={save}
    >
      <View className="org-form">
        {text('Title', true)}
        {text('TaxNo', true)}
        <FormRow label={t('organisation:invoiceHeaders.Type')}>
          <Segmented
            options={(['General', 'Special'] as const).map((k) => ({ value: k, label: t(`organisation:invoiceHeaders.type.${k}`) }))}
            value={d.Type}
            onChange={(v) => f.set('Type', v)}
            testId="ih-Type"
          />
        </FormRow>
        {text('Address')}
        {text('Phone')}
        {text('BankName')}
        {text('BankAccount')}
        <FormRow label={t('organisation:invoiceHeaders.makeDefault')}>
          <Toggle checked={d.IsDefault} onChange={(v) => f.set('IsDefault', v)} label={t('organisation:invoiceHeaders.makeDefault')} testId="ih-default" />
        </FormRow>
      </View>
    </FormSheet>
  )
}
