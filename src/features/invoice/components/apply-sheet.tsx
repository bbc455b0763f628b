/**
 * Requests the invoice of one order's personal part: which header (the default first), electronic
 * to an e-mail (the header's unless changed) or paper to a shipping address, and the amount it will
 * carry. Headers and addresses are added on their own pages and are here on return. What was
 * chosen stays on any failure; a second tap sends the same request (ClientRequestId).
 */
import { useEffect, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { InvoiceDetail, InvoiceHeader, InvoiceListItem, ShippingAddress } from '@api/invoice'
import type { InvoiceMedium } from '@api/invoice-values'
import { FieldError, FormRow, Segmented, TextField } from '@/components/ui/form'
import { FormSheet } from '@/components/ui/form-sheet'
import { ErrorBlock, Skeletons } from '@/components/ui/states'
import { useFormat } from '@/components/format'
import { go } from '@/core/navigate'
import { newRequestId } from '@/domain/booking'
import { checkApplyDraft, type ApplyDraft } from '@/domain/invoice'
import { addresses as loadAddresses, applyInvoice, headers as loadHeaders } from '../api'
import { addressLine } from './address-line'
import './index.scss'
import '@/i18n/ns/invoice'

interface Choices {
  headers: InvoiceHeader[]
  addresses: ShippingAddress[]
}

/** What each saved kind is called: its texts, test ids, anchor and the page that adds one. */
const KINDS = {
  header: { list: 'headers', page: 'invoiceHeaders' },
  address: { list: 'addresses', page: 'invoiceAddresses' },
} as const

interface Choice {
  id: number
  on: boolean
  main: string
  meta: string
  pick: () => void
}

/** The saved headers or addresses to choose from: the title with the way to add one, the choices as radios, the error. */
function ChoiceGroup(p: { kind: keyof typeof KINDS; options: Choice[]; error?: string }) {
  const { t } = useTranslation()
  const { list, page } = KINDS[p.kind]
  const title = t(`invoice:apply.${p.kind}`)
  return (
    <View className="inv-group" id={`inv-${p.kind}`}>
      <View className="inv-group__head">
        <Text className="inv-group__title">{title}</Text>
        <View className="inv-group__link" role="link" data-testid={`apply-add-${p.kind}`} onClick={() => void go(page, { add: '1' })}>
          <Text>{t(`invoice:${list}.add`)}</Text>
        </View>
      </View>
      <View role="radiogroup" aria-label={title}>
        {p.options.map((o) => (
          <View
            key={o.id}
            className={`inv-choice ${o.on ? 'inv-choice--on' : ''}`}
            role="radio"
            aria-checked={o.on}
            data-testid={`apply-${p.kind}-${o.id}`}
            onClick={o.pick}
          >
            <Text className="inv-choice__main">{o.main}</Text>
            <Text className="inv-choice__meta">{o.meta}</Text>
          </View>
        ))}
      </View>
      <FieldError className="inv-group__error" text={p.error} />
    </View>
  )
}

export default function ApplySheet(p: { item: InvoiceListItem; onClose: () => void; onDone: (d: InvoiceDetail) => void }) {
  const { t } = useTranslation()
  const f = useFormat()
  const [choices, setChoices] = useState<Choices | null>(null)
  const [failed, setFailed] = useState(false)
  const [d, setD] = useState<ApplyDraft>({ HeaderId: null, Medium: 'Electronic', Email: '', AddressId: null })
  const [tried, setTried] = useState(false)
  const [requestId] = useState(() => newRequestId('inv'))

  const load = async () => {
    setFailed(false)
    try {
      const [h, a] = await Promise.all([loadHeaders(), loadAddresses()])
      setChoices({ headers: h.Items, addresses: a.Items })
      // Keep what was chosen when it still exists; else the defaults.
      setD((x) => {
        const header = h.Items.find((i) => i.HeaderId === x.HeaderId) ?? h.Items.find((i) => i.IsDefault) ?? h.Items[0]
        const address = a.Items.find((i) => i.AddressId === x.AddressId) ?? a.Items.find((i) => i.IsDefault) ?? a.Items[0]
        return { ...x, HeaderId: header?.HeaderId ?? null, Email: x.Email || header?.Email || '', AddressId: address?.AddressId ?? null }
      })
    } catch {
      setFailed(true)
    }
  }
  useEffect(() => void load(), [])
  // Back from adding a header or an address: they are offered at once.
  useDidShow(() => {
    if (choices) void load()
  })

  const issues = checkApplyDraft(d)
  const error = (k: keyof typeof issues) => {
    const c = issues[k]
    return tried && c && !c.ok ? t(c.key, c.params) : undefined
  }
  const pickHeader = (h: InvoiceHeader) => setD((x) => ({ ...x, HeaderId: h.HeaderId, Email: h.Email || x.Email }))
  const submit = async () => {
    setTried(true)
    if (Object.keys(issues).length > 0) return
    const r = await applyInvoice({
      ClientRequestId: requestId,
      OrderNo: p.item.OrderNo,
      HeaderId: d.HeaderId!,
      Medium: d.Medium,
      ...(d.Medium === 'Electronic' ? { Email: d.Email.trim() } : { AddressId: d.AddressId! }),
    })
    p.onDone(r)
  }

  return (
    <FormSheet
      title={t('invoice:apply.title')}
      onClose={p.onClose}
      name="invoice-apply"
      save={t('invoice:apply.submit', { amount: f.cny(p.item.Amount) })}
      saveTestId="invoice-apply-submit"
      saveDisabled={!choices}
      onSave={submit}
    >
      <View className="inv-apply">
        <View className="inv-card">
          <Text className="inv-card__title">{p.item.Title}</Text>
          <View className="inv-card__foot">
            <Text className="inv-card__meta">{p.item.OrderNo}</Text>
            <Text className="inv-card__amount">{f.cny(p.item.Amount)}</Text>
          </View>
          <Text className="inv-card__meta">{t('invoice:apply.personalPart')}</Text>
        </View>
        {!choices && !failed && <Skeletons count={2} />}
        {!choices && failed && <ErrorBlock onRetry={() => void load()} />}
        {choices && (
          <>
            <ChoiceGroup
              kind="header"
              options={choices.headers.map((h) => ({
                id: h.HeaderId,
                on: d.HeaderId === h.HeaderId,
                main: h.Title,
                meta: h.Kind === 'Company' ? h.TaxId : t('invoice:kind.Personal'),
                pick: () => pickHeader(h),
              }))}
              error={error('HeaderId')}
            />
            <View className="inv-group">
              <Text className="inv-group__title">{t('invoice:apply.medium')}</Text>
              <Segmented
                options={(['Electronic', 'Paper'] as InvoiceMedium[]).map((m) => ({ value: m, label: t(`invoice:medium.${m}`) }))}
                value={d.Medium}
                onChange={(m) => setD((x) => ({ ...x, Medium: m }))}
                testId="apply-medium"
              />
              <Text className="inv-group__note">{t(`invoice:apply.when.${d.Medium}`)}</Text>
            </View>
            {d.Medium === 'Electronic' ? (
              <View className="inv-group">
                <FormRow label={t('invoice:apply.email')} required error={error('Email')} testId="apply-email">
                  <TextField
                    value={d.Email}
                    onChange={(v) => setD((x) => ({ ...x, Email: v }))}
                    placeholder={t('invoice:apply.emailPlaceholder')}
                    maxlength={100}
                  />
                </FormRow>
              </View>
            ) : (
              <ChoiceGroup
                kind="address"
                options={choices.addresses.map((a) => ({
                  id: a.AddressId,
                  on: d.AddressId === a.AddressId,
                  main: `${a.Name} ${a.Mobile}`,
                  meta: addressLine(a),
                  pick: () => setD((x) => ({ ...x, AddressId: a.AddressId })),
                }))}
                error={error('AddressId')}
              />
            )}
          </>
        )}
      </View>
    </FormSheet>
  )
}
