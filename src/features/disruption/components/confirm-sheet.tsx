/**
 * The second tap: what the chosen alternative is (or that the traveller keeps their booking),
 * whether the new booking waits for approval, and Confirm. A refusal closes it (the page reloads
 * its choices); after a lost answer it stays, and Confirm again sends the same request id.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { Alternative } from '@api/disruption'
import { MainButton } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import { PolicyTag } from '@/components/ui/tag'
import { dayMark } from '@/domain/disruption'
import { PriceDiff } from './alternative-row'

export interface ConfirmSheetProps {
  alt: Alternative | null
  keepLabel: string
  skipsApproval: boolean
  busy: boolean
  onConfirm: () => void
  onClose: () => void
}

export default function ConfirmSheet({ alt, keepLabel, skipsApproval, busy, onConfirm, onClose }: ConfirmSheetProps) {
  const { t } = useTranslation()
  const keep = alt?.Group === 'Keep'
  const waits = !keep && !alt?.Free && !skipsApproval
  return (
    <Sheet
      open={alt !== null}
      title={t(keep ? 'disruption:confirm.keepTitle' : 'disruption:confirm.title')}
      onClose={onClose}
      testId="rebook-sheet"
      footer={<MainButton text={t('disruption:confirm.button')} busy={busy} onClick={onConfirm} testId="rebook-confirm" />}
    >
      {alt && keep && (
        <View className="dr-confirm">
          <Text className="dr-confirm__main">{keepLabel}</Text>
          <Text className="dr-confirm__line">{t('disruption:confirm.keepText')}</Text>
        </View>
      )}
      {alt && !keep && (
        <View className="dr-confirm" data-testid="rebook-summary">
          <Text className="dr-confirm__main">
            {alt.CarrierName} {alt.ServiceNo} · {alt.ClassName}
          </Text>
          <Text className="dr-confirm__line">
            {alt.DepartDate} {alt.DepartTime} → {alt.ArriveTime}
            {dayMark(alt.ArriveDayOffset)} · {alt.FromName} – {alt.ToName}
          </Text>
          <View className="dr-confirm__row">
            <Text>{t('disruption:confirm.difference')}</Text>
            <PriceDiff alt={alt} />
          </View>
          <View className="dr-confirm__row">
            <PolicyTag inPolicy={alt.InPolicy} />
            {!alt.InPolicy && alt.PolicyNote && <Text className="dr-confirm__note">{alt.PolicyNote}</Text>}
          </View>
          <Text className={`dr-confirm__approval ${waits ? 'dr-confirm__approval--wait' : ''}`} data-testid="rebook-approval" data-waits={waits}>
            {t(waits ? 'disruption:confirm.waitsApproval' : 'disruption:confirm.noApproval')}
          </Text>
        </View>
      )}
    </Sheet>
  )
}
