/**
 * /message/examineDetails?id= — one approval: a coloured head with where it stands, the order or
 * application being decided, the chain (levels, approvers, decisions with who, when and why),
 * and the actions the caller has: approve and reject (with a reason) for the current approver,
 * a reminder with its countdown for the requester. A decision refused with 316 (decided,
 * expired or moved on under the user) says so and shows the approval as it is now.
 */
import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { VettingDecision } from '@api/approval'
import { ErrorCode } from '@api/errors'
import Page from '@/components/page'
import { isApiError, needsScreenHandling } from '@/core/errors'
import { go } from '@/core/navigate'
import { useStores } from '@/stores'
import { StatusHeader } from '@/components/ui/status-header'
import { RecordStates } from '@/components/ui/states'
import { useFormat } from '@/components/format'
import { useRecord } from '@/components/use-record'
import { MainButton } from '@/components/ui/button'
import { ActionBar } from '@/components/ui/action-bar'
import { approvalDetail, decide, resend } from '../api'
import { ApprovalLevels, ApprovalRecords } from '../components/approval-chain'
import DecisionDialog, { type DecisionMode } from '../components/decision-dialog'
import { SubjectSummary } from '../components/subject-summary'
import { approvalOrderOf } from '../subject-order'
import { approvalTone, countdownText, personName, subjectRole } from '../status'
import '../components/index.scss'
import '@/i18n/ns/approval'

function retryAfter(e: unknown): number | null {
  if (!isApiError(e) || e.code !== ErrorCode.TooManyCodes) return null
  const data = e.envelope?.ResultData as { RetryAfterSeconds?: unknown } | null | undefined
  return typeof data?.RetryAfterSeconds === 'number' ? data.RetryAfterSeconds : null
}

const TITLE = {
  order: 'approval:details.orderTitle',
  refund: 'approval:details.refundTitle',
  change: 'approval:details.changeTitle',
  application: 'approval:details.applicationTitle',
} as const

function ExamineDetailsPage() {
  const { t } = useTranslation()
  const f = useFormat()
  const { ui, session } = useStores()
  const id = String(useRouter().params.id ?? '')
  const [dialog, setDialog] = useState<DecisionMode | null>(null)
  const [wait, setWait] = useState(0)
  const record = useRecord(id, approvalDetail, (d) => setWait(d.ResendAvailableInSeconds))
  const { data: detail, load } = record
  useEffect(() => {
    if (wait <= 0) return
    const timer = setTimeout(() => setWait((w) => Math.max(0, w - 1)), 1000)
    return () => clearTimeout(timer)
  }, [wait])

  const submit = async (decision: VettingDecision, reason: string) => {
    if (!detail) return
    try {
      const r = await decide(detail.ApprovalNo, decision, reason, detail.CurrentLevel)
      setDialog(null)
      ui.toast(
        t(decision === 'Approve' ? (r.Status === 'Pending' ? 'approval:decision.passedToNext' : 'approval:decision.approved') : 'approval:decision.rejected'),
      )
    } catch (e) {
      if (needsScreenHandling(e) && e.code === ErrorCode.OrderStatusChanged) ui.toast(t('errors:orderStatusChanged'))
      // A transport failure keeps the dialog and its text for another try; an answer means the
      // approval is not what the screen showed any more: close and show it as it is now.
      else if (isApiError(e) && e.kind === 'transport') throw e
      setDialog(null)
    }
    await load()
  }

  const remind = async () => {
    if (!detail || wait > 0) return
    try {
      const r = await resend(detail.ApprovalNo)
      setWait(r.NextAvailableInSeconds)
      ui.toast(t('approval:details.reminded', { names: r.SentTo.join(t('approval:common.listSep')) }))
    } catch (e) {
      const after = retryAfter(e)
      if (after !== null) setWait(after)
    }
  }

  const tone = detail ? approvalTone(detail.Status) : 'off'
  // Only the requester and the travellers may open the order or application itself.
  const me = personName(session.personalInfor)
  const mine = !!detail && !!me && (detail.RequesterName === me || detail.Subject.TravellerNames.includes(me))
  const order = detail ? approvalOrderOf(detail) : null
  const subjectLink = !mine
    ? null
    : order
      ? () => void go(order.details, { orderNo: order.order.OrderNo })
      : detail?.TripApplication
        ? () => void go('travelApplyDetails', { applicationNo: detail.TripApplication!.ApplicationNo })
        : null
  const actions = !!detail && (detail.CanDecide || detail.CanResend)
  return (
    <Page title="approval:details.title" className="ap-page" testId="approval-details">
      <RecordStates record={record} ns="approval" testId="details" />
      {detail && (
        <View data-testid="details-content" data-status={detail.Status}>
          <StatusHeader
            tone={tone}
            testId="details-head"
            title={t(`approval:status.${detail.Status}`, { defaultValue: detail.StatusName })}
            hint={
              detail.Status === 'Pending'
                ? t(detail.CanDecide ? 'approval:details.hint.yourTurn' : 'approval:details.hint.waiting', {
                    names: detail.CurrentApproverNames.join(t('approval:common.listSep')),
                  }) + (detail.LevelCount > 1 ? ` · ${t('approval:card.level', { level: detail.CurrentLevel, levels: detail.LevelCount })}` : '')
                : detail.LastReason || t(`approval:details.hint.${detail.Status}`, { defaultValue: '' })
            }
            meta={[
              detail.Status === 'Pending' && detail.DeadlineAt && t('approval:card.deadline', { time: f.stamp(detail.DeadlineAt) }),
              t('approval:details.requested', { name: detail.RequesterName, time: f.stamp(detail.SubmittedAt) }),
            ]}
          />

          <View className="ap-section">
            <View className="ap-section__title">
              <Text>{t(TITLE[subjectRole(detail.Subject.Kind)])}</Text>
              {subjectLink && (
                <View className="ap-card__time" role="button" onClick={subjectLink} data-testid="details-open-subject">
                  <Text>{t('approval:details.openSubject')} ›</Text>
                </View>
              )}
            </View>
            <View className="ap-section__body">
              <SubjectSummary detail={detail} />
            </View>
          </View>

          <View className="ap-section">
            <View className="ap-section__title">
              <Text>{t('approval:chain.title')}</Text>
              <Text className="ap-card__time">{detail.TemplateName}</Text>
            </View>
            <View className="ap-section__body">
              <ApprovalLevels levels={detail.Levels} current={detail.CurrentLevel} />
            </View>
          </View>

          <View className="ap-section">
            <View className="ap-section__title">
              <Text>{t('approval:chain.history')}</Text>
            </View>
            <View className="ap-section__body">
              <ApprovalRecords records={detail.Records} />
              <Text className="ap-card__time">{t('approval:details.approvalNo', { no: detail.ApprovalNo })}</Text>
            </View>
          </View>
        </View>
      )}
      {detail && actions && (
        <ActionBar testId="details-actions">
          {detail.CanResend && (
            <MainButton
              kind="ghost"
              text={wait > 0 ? t('approval:details.remindIn', { time: countdownText(wait) }) : t('approval:details.remind')}
              disabled={wait > 0}
              onClick={() => void remind()}
              testId="details-remind"
            />
          )}
          {detail.CanDecide && (
            <>
              <MainButton kind="ghost" text={t('approval:decision.reject')} onClick={() => setDialog('reject')} testId="details-reject" />
              <MainButton text={t('approval:decision.approve')} onClick={() => setDialog('approve')} testId="details-approve" />
            </>
          )}
        </ActionBar>
      )}
      <DecisionDialog
        open={dialog !== null}
        mode={dialog ?? 'approve'}
        onSubmit={(reason) => submit(dialog === 'reject' ? 'Reject' : 'Approve', reason)}
        onClose={() => setDialog(null)}
      />
    </Page>
  )
}

export default observer(ExamineDetailsPage)
