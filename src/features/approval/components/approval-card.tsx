/**
 * One approval in a list (docs/ux.md): who asks, what for (route and dates, amount or budget), when,
 * the policy verdict with the traveller's reason, and the status in its colour. The whole card
 * opens the detail, where approve and reject live.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { ApprovalItem, ApprovalTab } from '@api/approval'
import { useFormat } from '@/components/format'
import { PolicyTag } from '@/components/ui/tag'
import { approvalTone, subjectName, subjectRole } from '../status'
import StatusTag from './status-tag'
import '@/i18n/ns/approval'

const REASON_KEY = {
  order: 'approval:card.reason',
  refund: 'approval:card.refundReason',
  change: 'approval:card.changeReason',
  application: 'approval:card.reason',
} as const
const AMOUNT_KEY = {
  order: 'approval:card.amount',
  refund: 'approval:card.refundAmount',
  change: 'approval:card.changeAmount',
  application: 'approval:card.budget',
} as const

export interface ApprovalCardProps {
  item: ApprovalItem
  tab: ApprovalTab
  onOpen: (approvalNo: string) => void
}

export default function ApprovalCard({ item, tab, onOpen }: ApprovalCardProps) {
  const { t } = useTranslation()
  const f = useFormat()
  const s = item.Subject
  const role = subjectRole(s.Kind)
  const who = tab === 'Submitted' ? s.TravellerNames.join(t('approval:common.listSep')) : item.RequesterName
  return (
    <View className="ap-card" role="button" data-testid={`approval-${item.ApprovalNo}`} data-status={item.Status} onClick={() => onOpen(item.ApprovalNo)}>
      <View className="ap-card__head">
        <Text className={`ap-kind ap-kind--${s.Kind}`}>{subjectName(t, s.Kind, s.KindName)}</Text>
        <Text className="ap-card__who">{who}</Text>
        {tab !== 'Submitted' && item.RequesterDepartment && <Text className="ap-card__dept">{item.RequesterDepartment}</Text>}
        <StatusTag status={item.Status} name={item.StatusName} />
      </View>
      <Text className="ap-card__title">{s.Title}</Text>
      <Text className="ap-card__sub">{s.SubTitle}</Text>
      {tab !== 'Submitted' && s.TravellerNames.length > 0 && (
        <Text className="ap-card__line">{t('approval:card.travellers', { names: s.TravellerNames.join(t('approval:common.listSep')) })}</Text>
      )}
      {role === 'order' && (
        <View className="ap-card__policy">
          <PolicyTag inPolicy={s.InPolicy} testId="approval-policy" />
          {!s.InPolicy && s.Violations.length > 0 && <Text className="ap-card__violation">{s.Violations.join(t('approval:common.clauseSep'))}</Text>}
        </View>
      )}
      {s.PolicyReasons.length > 0 && (
        <Text className="ap-card__reason" data-testid="approval-reason">
          {t(REASON_KEY[role], { reason: s.PolicyReasons.join(t('approval:common.clauseSep')) })}
        </Text>
      )}
      {role === 'application' && s.Purpose && <Text className="ap-card__line">{t('approval:card.purpose', { purpose: s.Purpose })}</Text>}
      {item.LastReason && approvalTone(item.Status) !== 'wait' && (
        // A decision's reason is the approver's comment; an expiry or cancellation says why it ended.
        <Text className={`ap-card__outcome ap-card__outcome--${approvalTone(item.Status)}`}>
          {['Rejected', 'Approved', 'ManuallyPassed'].includes(item.Status) ? t('approval:card.opinion', { reason: item.LastReason }) : item.LastReason}
        </Text>
      )}
      <View className="ap-card__foot">
        <View className="ap-card__times">
          <Text className="ap-card__time">
            {tab === 'Handled' && item.MyDecision
              ? t(`approval:card.myDecision.${item.MyDecision}`, { time: f.stamp(item.MyDecisionAt) })
              : t('approval:card.submittedAt', { time: f.stamp(item.SubmittedAt) })}
          </Text>
          {item.Status === 'Pending' && item.DeadlineAt && (
            <Text className="ap-card__deadline">{t('approval:card.deadline', { time: f.stamp(item.DeadlineAt) })}</Text>
          )}
          {item.Status === 'Pending' && item.LevelCount > 1 && (
            <Text className="ap-card__time">{t('approval:card.level', { level: item.CurrentLevel, levels: item.LevelCount })}</Text>
          )}
        </View>
        {s.Amount > 0 && (
          <View className="ap-card__money">
            <Text className="ap-card__money-label">{t(AMOUNT_KEY[role])}</Text>
            <Text className="ap-card__amount">{f.money(s.Amount)}</Text>
          </View>
        )}
      </View>
    </View>
  )
}
