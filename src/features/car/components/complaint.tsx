/**
 * A complaint about a completed ride (car/complain): a reason from a short list and what went
 * wrong, once per order; afterwards the order shows it.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { CarOrderDetail, ComplaintReason } from '@api/car'
import { COMPLAINT_REASONS } from '@api/car-values'
import { DetailsCard } from '@/components/order-details'
import { MainButton } from '@/components/ui/button'
import { Chip } from '@/components/ui/chip'
import { FormRow, TextField } from '@/components/ui/form'
import { complain } from '../api'
import { useCarText } from './labels'

export default function Complaint({ o, done }: { o: CarOrderDetail; done: () => void }) {
  const { t } = useCarText()
  const [reason, setReason] = useState<ComplaintReason | null>(null)
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  if (o.Complaint)
    return (
      <DetailsCard title={t('car:complaint.title')} testId="car-complained">
        <Text className="car-card__sub" data-testid="car-complaint-reason">
          {o.Complaint.ReasonName}
        </Text>
        <Text className="car-card__sub">{o.Complaint.Text}</Text>
      </DetailsCard>
    )
  if (!o.Actions.CanComplain) return null
  const send = async () => {
    if (!reason || !text.trim()) return
    setBusy(true)
    const r = await complain(o.OrderNo, reason, text).catch(() => null)
    setBusy(false)
    if (r) done()
  }
  return (
    <DetailsCard title={t('car:complaint.title')} testId="car-complain">
      <View className="car-places__kinds">
        {COMPLAINT_REASONS.map((k) => (
          <Chip key={k} role="radio" look="outline" on={reason === k} onTap={() => setReason(k)} testId={`car-complaint-${k}`}>
            {t(`car:complaint.reason.${k}`)}
          </Chip>
        ))}
      </View>
      <FormRow label={t('car:complaint.text')} block>
        <TextField value={text} onChange={setText} maxlength={500} placeholder={t('car:complaint.textHint')} testId="car-complaint-text" />
      </FormRow>
      <MainButton text={t('car:complaint.send')} busy={busy} disabled={!reason || !text.trim()} onClick={() => void send()} testId="car-complaint-send" />
    </DetailsCard>
  )
}
