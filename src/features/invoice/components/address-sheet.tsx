/**
 * Adds or edits a shipping address for paper invoices: recipient, phone with its country code,
 * province / city / district, street, postcode, default. What was typed stays on any failure.
 */
import { useState } from 'react'
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { ShippingAddress, ShippingAddressSaveReq } from '@api/invoice'
import { MainButton } from '@/components/ui/button'
import { FormRow, TextField, Toggle } from '@/components/ui/form'
import { Sheet } from '@/components/ui/sheet'
import CountryPicker from '@/components/passenger-form/country-picker'
import { countryCodes } from '@/components/passenger-form/country-codes'
import { checkAddressDraft, type AddressDraft } from '@/domain/invoice'
import '@/components/passenger-form/index.scss'
import './index.scss'
import '@/i18n/ns/invoice'

type Field = keyof ReturnType<typeof checkAddressDraft>

export default function AddressSheet(p: { address: ShippingAddress | null; onSave: (req: ShippingAddressSaveReq) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation()
  const a = p.address
  const [d, setD] = useState<AddressDraft>({
    Name: a?.Name ?? '',
    MobileCountryCode: a?.MobileCountryCode || '86',
    Mobile: a?.Mobile ?? '',
    Region: a?.Region ?? '',
    Detail: a?.Detail ?? '',
    Postcode: a?.Postcode ?? '',
    IsDefault: a?.IsDefault ?? false,
  })
  const [touched, setTouched] = useState<Set<string>>(new Set())
  const [busy, setBusy] = useState(false)
  const issues = checkAddressDraft(d)
  const set = <K extends keyof AddressDraft>(k: K, v: AddressDraft[K]) => setD((x) => ({ ...x, [k]: v }))
  const touch = (k: Field) => setTouched((s) => new Set([...s, k]))
  const error = (k: Field) => {
    const c = issues[k]
    return touched.has(k) && c && !c.ok ? t(c.key, c.params) : undefined
  }
  const text = (k: Field, label: string, o: { required?: boolean; max: number; number?: boolean; placeholder?: string }) => (
    <FormRow label={label} required={o.required} error={error(k)} testId={`af-${k}`}>
      <TextField
        value={d[k]}
        onChange={(v) => set(k, v)}
        onBlur={() => touch(k)}
        placeholder={o.placeholder ?? label}
        maxlength={o.max}
        type={o.number ? 'number' : 'text'}
      />
    </FormRow>
  )
  const save = async () => {
    if (Object.keys(issues).length > 0) {
      setTouched(new Set(['Name', 'Mobile', 'Region', 'Detail', 'Postcode']))
      return
    }
    setBusy(true)
    try {
      await p.onSave({
        ...(a ? { AddressId: a.AddressId } : {}),
        Name: d.Name.trim(),
        MobileCountryCode: d.MobileCountryCode,
        Mobile: d.Mobile.trim(),
        Region: d.Region.trim(),
        Detail: d.Detail.trim(),
        Postcode: d.Postcode.trim(),
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
      title={t(a ? 'invoice:addresses.edit' : 'invoice:addresses.add')}
      onClose={p.onClose}
      testId="address-sheet"
      footer={<MainButton text={t('invoice:save')} onClick={() => void save()} busy={busy} testId="address-save" />}
    >
      <View className="inv-form">
        {text('Name', t('invoice:addresses.name'), { required: true, max: 30 })}
        <FormRow label={t('invoice:addresses.mobile')} required error={error('Mobile')} testId="af-Mobile">
          <View className="pf__phone">
            <CountryPicker
              mode="dial"
              value={d.MobileCountryCode}
              onChange={(v) => set('MobileCountryCode', v)}
              load={countryCodes}
              title={t('invoice:addresses.countryCode')}
              testId="af-cc"
            />
            <TextField
              value={d.Mobile}
              onChange={(v) => set('Mobile', v)}
              onBlur={() => touch('Mobile')}
              type="number"
              placeholder={t('invoice:addresses.mobile')}
              maxlength={15}
            />
          </View>
        </FormRow>
        {text('Region', t('invoice:addresses.region'), { required: true, max: 60, placeholder: t('invoice:addresses.regionPlaceholder') })}
        {text('Detail', t('invoice:addresses.detail'), { required: true, max: 200 })}
        {text('Postcode', t('invoice:addresses.postcode'), { max: 6, number: true })}
        <FormRow label={t('invoice:makeDefault')}>
          <Toggle checked={d.IsDefault} onChange={(v) => set('IsDefault', v)} label={t('invoice:makeDefault')} testId="af-default" />
        </FormRow>
      </View>
    </Sheet>
  )
}
