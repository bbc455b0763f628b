/**
 * Adds or edits one of the company's invoice headers: title and tax ID (checked as typed with the
 * personal headers' rules, src/domain/invoice.ts), general or special VAT, address, phone, bank and
 * account as printed, and whether it is the default. A refusal keeps what was typed.
 */
import { useState } from 'react'
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { CompanyInvoiceHeader, InvoiceHeaderSaveReq } from '@api/admin'
import { MainButton } from '@/components/ui/button'
import { FormRow, Segmented, TextField, Toggle } from '@/components/ui/form'
import { Sheet } from '@/components/ui/sheet'
import { normalizeTaxId } from '@/domain/invoice'
import { checkCompanyHeaderDraft } from '@/domain/organisation'
import './index.scss'
import '@/i18n/ns/organisation'

type Draft = Omit<CompanyInvoiceHeader, 'HeaderId'>
type TextKey = 'Title' | 'TaxNo' | 'Address' | 'Phone' | 'BankName' | 'BankAccount'
const MAX: Record<TextKey, number> = { Title: 100, TaxNo: 30, Address: 200, Phone: 30, BankName: 100, BankAccount: 40 }

export default function HeaderSheet(p: { header: CompanyInvoiceHeader | null; onSave: (req: InvoiceHeaderSaveReq) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation()
  const h = p.header
  const [d, setD] = useState<Draft>({
    Title: h?.Title ?? '',
    TaxNo: h?.TaxNo ?? '',
    Type: h?.Type ?? 'General',
    Address: h?.Address ?? '',
    Phone: h?.Phone ?? '',
    BankName: h?.BankName ?? '',
    BankAccount: h?.BankAccount ?? '',
    IsDefault: h?.IsDefault ?? false,
  })
  const [touched, setTouched] = useState<Set<string>>(new Set())
  const [busy, setBusy] = useState(false)
  const issues = checkCompanyHeaderDraft(d)
  const error = (k: TextKey) => {
    const c = k === 'Title' || k === 'TaxNo' ? issues[k] : undefined
    return touched.has(k) && c && !c.ok ? t(c.key, c.params) : undefined
  }
  const save = async () => {
    if (Object.keys(issues).length > 0) {
      setTouched(new Set(['Title', 'TaxNo']))
      return
    }
    setBusy(true)
    try {
      await p.onSave({
        ...(h ? { HeaderId: h.HeaderId } : {}),
        Title: d.Title.trim(),
        TaxNo: normalizeTaxId(d.TaxNo),
        Type: d.Type,
        Address: d.Address.trim(),
        Phone: d.Phone.trim(),
        BankName: d.BankName.trim(),
        BankAccount: d.BankAccount.trim(),
        IsDefault: d.IsDefault,
      })
    } catch {
      // The server's message was shown; the form keeps what was typed.
    } finally {
      setBusy(false)
    }
  }
  const text = (k: TextKey, required = false) => (
    <FormRow label={t(`organisation:invoiceHeaders.${k}`)} required={required} error={error(k)} testId={`ih-${k}`}>
      <TextField
        value={d[k]}
        onChange={(v) => setD({ ...d, [k]: v })}
        onBlur={() => setTouched((s) => new Set([...s, k]))}
        placeholder={t(`organisation:invoiceHeaders.${k}Placeholder`)}
        maxlength={MAX[k]}
      />
    </FormRow>
  )
  return (
    <Sheet
      open
      full
      title={t(h ? 'organisation:invoiceHeaders.edit' : 'organisation:invoiceHeaders.add')}
      onClose={p.onClose}
      testId="company-header-sheet"
      footer={<MainButton text={t('organisation:save')} onClick={() => void save()} busy={busy} testId="company-header-save" />}
    >
      <View className="org-form">
        {text('Title', true)}
        {text('TaxNo', true)}
        <FormRow label={t('organisation:invoiceHeaders.Type')}>
          <Segmented
            options={(['General', 'Special'] as const).map((k) => ({ value: k, label: t(`organisation:invoiceHeaders.type.${k}`) }))}
            value={d.Type}
            onChange={(v) => setD({ ...d, Type: v })}
            testId="ih-Type"
          />
        </FormRow>
        {text('Address')}
        {text('Phone')}
        {text('BankName')}
        {text('BankAccount')}
        <FormRow label={t('organisation:invoiceHeaders.makeDefault')}>
          <Toggle
            checked={d.IsDefault}
            onChange={(v) => setD({ ...d, IsDefault: v })}
            label={t('organisation:invoiceHeaders.makeDefault')}
            testId="ih-default"
          />
        </FormRow>
      </View>
    </Sheet>
  )
}
