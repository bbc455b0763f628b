/**
 * Why a ticket is refunded or changed, as the product's settings ask (shown, required): the common
 * reasons as chips and a line of one's own words.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
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
