/**
 * Adds or edits a shipping address for paper invoices: recipient, phone with its country code,
 * province / city / district, street, postcode, default. What was typed stays on any failure.
 */
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { ShippingAddress, ShippingAddressSaveReq } from '@api/invoice'
import { FormRow, TextField, Toggle } from '@/components/ui/form'
import { FormSheet } from '@/components/ui/form-sheet'
import { PhoneField } from '@/components/passenger-form/phone-field'
import { useFormDraft } from '@/components/use-form-draft'
import { draftOf, trimmed } from '@/domain/draft'
import { checkAddressDraft, type AddressDraft } from '@/domain/invoice'
import './index.scss'
import '@/i18n/ns/invoice'

type Field = keyof ReturnType<typeof checkAddressDraft>
const EMPTY: AddressDraft = { Name: '', MobileCountryCode: '86', Mobile: '', Region: '', Detail: '', Postcode: '', IsDefault: false }

export default function AddressSheet(p: { address: ShippingAddress | null; onSave: (req: ShippingAddressSaveReq) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation()
  const a = p.address
  const f = useFormDraft<AddressDraft, Field>({ ...draftOf(EMPTY, a), MobileCountryCode: a?.MobileCountryCode || '86' }, checkAddressDraft)
  const d = f.d
  const text = (k: Field, label: string, o: { required?: boolean; max: number; number?: boolean; placeholder?: string }) => (
    <FormRow label={label} required={o.required} error={f.error(k)} testId={`af-${k}`}>
      <TextField {...f.bind(k)} placeholder={o.placeholder ?? label} maxlength={o.max} type={o.number ? 'number' : 'text'} />
    </FormRow>
  )
  const save = () => f.ready() && p.onSave({ ...(a ? { AddressId: a.AddressId } : {}), ...trimmed(d) })
  return (
    <FormSheet title={t(a ? 'invoice:addresses.edit' : 'invoice:addresses.add')} onClose={p.onClose} name="address" save={t('invoice:save')} onSave={save}>
      <View className="inv-form">
        {text('Name', t('invoice:addresses.name'), { required: true, max: 30 })}
        <FormRow label={t('invoice:addresses.mobile')} required error={f.error('Mobile')} testId="af-Mobile">
          <PhoneField code={f.bind('MobileCountryCode')} mobile={f.bind('Mobile')} placeholder={t('invoice:addresses.mobile')} testId="af-cc" />
        </FormRow>
        {text('Region', t('invoice:addresses.region'), { required: true, max: 60, placeholder: t('invoice:addresses.regionPlaceholder') })}
        {text('Detail', t('invoice:addresses.detail'), { required: true, max: 200 })}
        {text('Postcode', t('invoice:addresses.postcode'), { max: 6, number: true })}
        <FormRow label={t('invoice:makeDefault')}>
          <Toggle checked={d.IsDefault} onChange={(v) => f.set('IsDefault', v)} label={t('invoice:makeDefault')} testId="af-default" />
        </FormRow>
      </View>
    </FormSheet>
  )
}
