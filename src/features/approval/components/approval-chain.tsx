/**
 * The approval chain: each level in order with its approvers (backup and out-of-office marked)
 * and its outcome, then every recorded step — who, when, why — oldest first, as the history of
 * a Trip.Biz approval reads.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { ApprovalLevelView, ApprovalRecord } from '@api/approval'
import { useFormat } from '@/components/format'
import { approvalTone } from '../status'
import StatusTag from './status-tag'
import '@/i18n/ns/approval'

export function ApprovalLevels({ levels, current }: { levels: ApprovalLevelView[]; current: number }) {
  const { t } = useTranslation()
  const f = useFormat()
  return (
    <View className="ap-levels" data-testid="approval-levels">
      {levels.map((l) => (
        <View
          key={l.Level}
          className={`ap-level ap-level--${approvalTone(l.Status)} ${l.Level === current && l.Status === 'Pending' ? 'ap-level--now' : ''}`}
          data-testid={`level-${l.Level}`}
          data-status={l.Status}
        >
          <View className="ap-level__dot">
            <Text>{l.Level}</Text>
          </View>
          <View className="ap-level__body">
            <View className="ap-level__head">
              <Text className="ap-level__title">{t('approval:chain.level', { level: l.Level })}</Text>
              <Text className="ap-level__kind">{l.KindName}</Text>
              <StatusTag status={l.Status} name={l.StatusName} testId={`level-${l.Level}-status`} />
            </View>
            <View className="ap-level__approvers">
              {l.Approvers.length === 0 && <Text className="ap-level__none">{t('approval:chain.noApprover')}</Text>}
              {l.Approvers.map((a) => (
                <Text key={`${a.PersonId}-${a.Role}`} className={`ap-person ${a.IsAbsent ? 'ap-person--absent' : ''}`}>
                  {a.Name}
                  {a.Role === 'Backup' ? ` · ${t('approval:chain.backup')}` : ''}
                  {a.IsAbsent ? ` · ${t('approval:chain.absent')}` : ''}
                </Text>
              ))}
            </View>
            {l.DecidedByName && (
              <Text className="ap-level__decided">
                {t('approval:chain.decided', {
                  name: l.DecidedByName,
                  time: f.stamp(l.DecidedAt),
                  status: t(`approval:status.${l.Status}`, { defaultValue: l.StatusName }),
                })}
              </Text>
            )}
            {l.Reason && (
              <Text className={`ap-level__reason ap-level__reason--${approvalTone(l.Status)}`}>{t('approval:chain.reason', { reason: l.Reason })}</Text>
            )}
          </View>
        </View>
      ))}
    </View>
  )
}

export function ApprovalRecords({ records }: { records: ApprovalRecord[] }) {
  const { t } = useTranslation()
  const f = useFormat()
  if (!records.length) return null
  return (
    <View className="ap-records" data-testid="approval-records">
      {records.map((r, i) => (
        <View key={i} className={`ap-record ap-record--${approvalTone(r.Action)}`}>
          <View className="ap-record__dot" />
          <View className="ap-record__body">
            <Text className="ap-record__text">
              {r.PersonName
                ? t('approval:chain.recordBy', { name: r.PersonName, action: t(`approval:action.${r.Action}`, { defaultValue: r.ActionName }) })
                : t(`approval:action.${r.Action}`, { defaultValue: r.ActionName })}
              {r.AsBackup ? ` (${t('approval:chain.asBackup')})` : ''}
              {r.Level > 0 && r.Action !== 'Submitted' ? ` · ${t('approval:chain.level', { level: r.Level })}` : ''}
            </Text>
            {r.Reason && <Text className="ap-record__reason">{r.Reason}</Text>}
            <Text className="ap-record__time">{f.stamp(r.Time)}</Text>
          </View>
        </View>
      ))}
    </View>
  )
}
