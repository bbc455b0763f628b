/**
 * Why a ticket is refunded or changed, as TrainSettings ask (shown, required): the common reasons
 * as chips and a line of one's own words.
 */
import { Text, View } from '@tarojs/components'
import { FormRow, TextField } from '@/components/ui/form'
import { Chip } from '@/components/ui/chip'
import { useTrainText } from './labels'

export const AFTER_SALE_REASONS = ['planChanged', 'meetingMoved', 'health', 'other'] as const

export default function AfterSaleReason(p: { value: string; required: boolean; error?: string; onChange: (v: string) => void; testId: string }) {
  const { t } = useTrainText()
  return (
    <View data-testid={p.testId}>
      <View className="train-chips">
        {AFTER_SALE_REASONS.slice(0, 3).map((k) => {
          const text = t(`train:afterSale.${k}`)
          return (
            <Chip key={k} role="radio" on={p.value === text} testId={`${p.testId}-${k}`} onTap={() => p.onChange(text)}>
              <Text>{text}</Text>
            </Chip>
          )
        })}
      </View>
      <FormRow label={t('train:afterSale.reason')} required={p.required} error={p.error}>
        <TextField value={p.value} maxlength={100} placeholder={t('train:afterSale.hint')} onChange={p.onChange} testId={`${p.testId}-text`} />
      </FormRow>
    </View>
  )
}
