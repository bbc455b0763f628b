/**
 * Why a ticket is refunded or changed, as the product's settings ask (shown, required): the common
 * reasons as chips and a line of one's own words; `useAfterSaleReason` keeps it for a page.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { ReasonSettings } from '@api/settings'
import { FormRow, TextField } from '@/components/ui/form'
import { Chip } from '@/components/ui/chip'
import '@/i18n/ns/kit'
import './index.scss'

export const AFTER_SALE_REASONS = ['planChanged', 'meetingMoved', 'health'] as const

export default function AfterSaleReason(p: { value: string; required: boolean; error?: string; onChange: (v: string) => void; testId: string }) {
  const { t } = useTranslation()
  return (
    <View data-testid={p.testId}>
      <View className="after-sale-reason__chips">
        {AFTER_SALE_REASONS.map((k) => {
          const text = t(`kit:afterSale.${k}`)
          return (
            <Chip key={k} role="radio" on={p.value === text} testId={`${p.testId}-${k}`} onTap={() => p.onChange(text)}>
              <Text>{text}</Text>
            </Chip>
          )
        })}
      </View>
      <FormRow label={t('kit:afterSale.reason')} required={p.required} error={p.error}>
        <TextField value={p.value} maxlength={100} placeholder={t('kit:afterSale.hint')} onChange={p.onChange} testId={`${p.testId}-text`} />
      </FormRow>
    </View>
  )
}

/**
 * The reason of a refund or change as the product's settings (`rule`) ask for it: `field` the
 * field, null when the settings do not show it; `check()` marks a required one that is missing
 * and is true when it stops the request; `request()` the request's part (the trimmed words, if
 * any).
 */
export function useAfterSaleReason(rule: ReasonSettings, testId: string) {
  const { t } = useTranslation()
  const [value, setValue] = useState('')
  const [shown, setShown] = useState(false)
  const missing = rule.IsDisplay && rule.IsRequired && !value.trim()
  return {
    check: () => {
      if (missing) setShown(true)
      return missing
    },
    request: (): { Reason?: string } => (value.trim() ? { Reason: value.trim() } : {}),
    field: rule.IsDisplay ? (
      <AfterSaleReason
        value={value}
        required={rule.IsRequired}
        error={shown && missing ? t('kit:afterSale.required') : undefined}
        onChange={setValue}
        testId={testId}
      />
    ) : null,
  }
}
