/**
 * The approval chain: each level in order with its approvers (backup and out-of-office marked)
 * and its outcome, then every recorded step — who, when, why — oldest first, as the history of
 * a Trip.Biz approval reads.
 */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { ApprovalLevelView, ApprovalRecord } from '@api/approval'
import { useFormat } from '@/components/format'
import { LevelFrame } from '@/components/ui/level-frame'
import { approvalTone } from '../status'
import StatusTag from './status-tag'
import '@/i18n/ns/approval'

/**
 * One level of a chain: its number, kind and approvers (backup and out-of-office marked, with their
 * department where `withDepartment`); `head` joins its head line and `children` follow the approvers.
 */
export function LevelItem({
  level,
  className,
  testId,
  head,
  withDepartment,
  children,
}: {
  level: Pick<ApprovalLevelView, 'Level' | 'KindName' | 'Approvers'> & { Status?: string }
  className: string
  testId?: string
  head?: ReactNode
  withDepartment?: boolean
  children?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <LevelFrame
      block="ap-level"
      className={className}
      level={level.Level}
      title={t('approval:chain.level', { level: level.Level })}
      kindName={level.KindName}
      head={head}
      testId={testId}
      status={level.Status}
    >
      <View className="ap-level__approvers">
        {level.Approvers.length === 0 && <Text className="ap-level__none">{t('approval:chain.noApprover')}</Text>}
        {level.Approvers.map((a) => (
          <Text key={`${a.PersonId}-${a.Role}`} className={`ap-person ${a.IsAbsent ? 'ap-person--absent' : ''}`}>
            {a.Name}
            {withDepartment && a.DepartmentName ? ` · ${a.DepartmentName}` : ''}
            {a.Role === 'Backup' ? ` · ${t('approval:chain.backup')}` : ''}
            {a.IsAbsent ? ` · ${t('approval:chain.absent')}` : ''}
          </Text>
        ))}
      </View>
      {children}
    </LevelFrame>
  )
}

export function ApprovalLevels({ levels, current }: { levels: ApprovalLevelView[]; current: number }) {
  const { t } = useTranslation()
  const f = useFormat()
  return (
    <View className="ap-levels" data-testid="approval-levels">
      {levels.map((l) => (
        <LevelItem
          key={l.Level}
          level={l}
          className={`ap-level--${approvalTone(l.Status)} ${l.Level === current && l.Status === 'Pending' ? 'ap-level--now' : ''}`}
          testId={`level-${l.Level}`}
          head={<StatusTag status={l.Status} name={l.StatusName} testId={`level-${l.Level}-status`} />}
        >
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
        </LevelItem>
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
