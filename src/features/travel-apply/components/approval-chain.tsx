/**
 * The application's approval: each level with its approvers and outcome, then every step with
 * who, when and why — what an applicant needs to see to know whom to ask.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { ApprovalDetail } from '@api/approval'
import { Tag } from '@/components/ui/tag'
import { useFormat } from '../format'
import { approvalTone } from '../status'
import '@/i18n/ns/travelApply'

export default function ApprovalChain({ approval }: { approval: ApprovalDetail }) {
  const { t } = useTranslation()
  const { stamp } = useFormat()
  return (
    <View data-testid="application-approval">
      {approval.Levels.map((l) => (
        <View key={l.Level} className={`ta-level ta-level--${approvalTone(l.Status)}`} data-testid={`app-level-${l.Level}`} data-status={l.Status}>
          <View className="ta-level__dot">
            <Text>{l.Level}</Text>
          </View>
          <View className="ta-level__body">
            <View className="ta-level__head">
              <Text className="ta-level__title">{t('travelApply:approval.level', { level: l.Level, kind: l.KindName })}</Text>
              <Tag tone={approvalTone(l.Status)} text={t(`travelApply:approvalStatus.${l.Status}`, { defaultValue: l.StatusName })} />
            </View>
            <Text className="ta-level__people">
              {l.Approvers.map(
                (a) => `${a.Name}${a.Role === 'Backup' ? t('travelApply:approval.backupMark') : ''}${a.IsAbsent ? t('travelApply:approval.absentMark') : ''}`,
              ).join(t('travelApply:common.listSep')) || t('travelApply:approval.noApprover')}
            </Text>
            {l.DecidedByName && (
              <Text className="ta-level__meta">{t('travelApply:approval.decided', { name: l.DecidedByName, time: stamp(l.DecidedAt) })}</Text>
            )}
            {l.Reason && <Text className={`ta-level__reason ta-level__reason--${approvalTone(l.Status)}`}>{l.Reason}</Text>}
          </View>
        </View>
      ))}
      {approval.Records.length > 0 && (
        <View className="ta-records">
          {approval.Records.map((r, i) => (
            <View key={i} className={`ta-record ta-record--${approvalTone(r.Action)}`}>
              <Text className="ta-record__text">
                {r.PersonName ? `${r.PersonName} · ` : ''}
                {t(`travelApply:approvalAction.${r.Action}`, { defaultValue: r.ActionName })}
                {r.Reason ? t('travelApply:approval.recordReason', { reason: r.Reason }) : ''}
              </Text>
              <Text className="ta-record__time">{stamp(r.Time)}</Text>
            </View>
          ))}
        </View>
      )}
    </View>
  )
}
