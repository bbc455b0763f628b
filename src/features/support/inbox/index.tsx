/**
 * /personal/serviceInbox — the consultants' inbox: the company's feedback awaiting a reply, each
 * answered right on its card (an empty answer is refused under the field and the text kept), and
 * the conversations the service robot handed over. Only consultants get answers from the server;
 * anyone else is told they have no permission.
 */
import { useEffect, useState } from 'react'
import { Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { FeedbackListRes, QaInboxRes } from '@api/support'
import { ANSWER_MAX_CHARS } from '@api/support-limits'
import Page from '@/components/page'
import { useFormat } from '@/components/format'
import { useLoadable } from '@/components/use-loadable'
import { MainButton } from '@/components/ui/button'
import { ErrorBlock, LoadStates, StateBlock } from '@/components/ui/states'
import { FieldError } from '@/components/ui/form'
import { chinaDateTime } from '@/domain/china-time'
import { useStores } from '@/stores'
import { isApiError } from '@/core/errors'
import { ErrorCode } from '@api/errors'
import { answerFeedback, feedbackInbox, fieldMessage, handoverInbox } from '../api'
import { FeedbackCard } from '../components/feedback-card'
import '../components/index.scss'
import '@/i18n/ns/support'

function Inbox() {
  const { t, i18n } = useTranslation()
  const fmt = useFormat()
  const { session, ui } = useStores()
  const feedback = useLoadable<FeedbackListRes>(() => feedbackInbox(1))
  const handovers = useLoadable<QaInboxRes>(() => handoverInbox())
  const [drafts, setDrafts] = useState<Record<number, string>>({})
  const [errors, setErrors] = useState<Record<number, string>>({})
  const [busy, setBusy] = useState<number | null>(null)
  useEffect(() => {
    if (!session.signedIn) return
    void feedback.reload()
    void handovers.reload()
  }, [session.signedIn, i18n.language])

  const answer = async (id: number) => {
    const text = (drafts[id] ?? '').trim()
    if (!text) {
      setErrors((e) => ({ ...e, [id]: t('support:inbox.answerEmpty') }))
      return
    }
    setBusy(id)
    try {
      await answerFeedback(id, text)
      ui.toast(t('support:inbox.sent'))
      setDrafts((d) => ({ ...d, [id]: '' }))
      void feedback.reload()
    } catch (e) {
      const m = fieldMessage(e, 'Answer')
      if (m) setErrors((x) => ({ ...x, [id]: m }))
    } finally {
      setBusy(null)
    }
  }

  // Not a consultant: one "no permission" for the page rather than one per list.
  if (isApiError(feedback.error) && feedback.error.code === ErrorCode.NoPermission)
    return (
      <Page title="support:inbox.title" testId="inbox-page">
        <ErrorBlock onRetry={() => void feedback.reload()} error={feedback.error} testId="inbox-error" />
      </Page>
    )
  return (
    <Page title="support:inbox.title" testId="inbox-page">
      <View className="sp-form">
        <Text className="sp-heading">{t('support:inbox.feedback')}</Text>
        <LoadStates
          load={feedback}
          data={feedback.data?.Items}
          finalError
          empty={<StateBlock text={t('support:inbox.noFeedback')} testId="inbox-none" />}
          testId="inbox"
        />
        {feedback.data?.Items.map((f) => (
          <FeedbackCard key={f.FeedbackId} f={f}>
            <Text className="sp-card__by">{f.FromName}</Text>
            <Textarea
              className="sp-textarea sp-textarea--answer"
              value={drafts[f.FeedbackId] ?? ''}
              maxlength={ANSWER_MAX_CHARS}
              placeholder={t('support:inbox.answerPlaceholder')}
              onInput={(e) => {
                const v = e.detail.value
                setDrafts((d) => ({ ...d, [f.FeedbackId]: v }))
                setErrors((x) => ({ ...x, [f.FeedbackId]: '' }))
              }}
              nativeProps={{ 'aria-label': t('support:inbox.answer') }}
              data-testid="inbox-answer"
            />
            <FieldError className="sp-card__error" text={errors[f.FeedbackId]} />
            <MainButton
              kind="ghost"
              text={t('support:inbox.send')}
              busy={busy === f.FeedbackId}
              onClick={() => void answer(f.FeedbackId)}
              testId="inbox-send"
            />
          </FeedbackCard>
        ))}
        <Text className="sp-heading">{t('support:inbox.handovers')}</Text>
        <LoadStates
          load={handovers}
          data={handovers.data?.Items}
          count={2}
          finalError
          empty={<StateBlock text={t('support:inbox.noHandovers')} testId="inbox-no-handovers" />}
        />
        {handovers.data?.Items.map((h) => (
          <View key={h.HandoverId} className="sp-card" data-testid="inbox-handover">
            <Text className="sp-card__time">{t('support:inbox.from', { name: h.FromName, time: fmt.stamp(chinaDateTime(Date.parse(h.CreatedAt))) })}</Text>
            <Text className="sp-card__content">{h.Question}</Text>
            {h.Transcript.map((l, i) => (
              <Text key={i} className={`sp-card__line ${l.From === 'User' ? 'sp-card__line--user' : ''}`}>
                {`${l.From === 'User' ? h.FromName : t('support:robot.bot')}: ${l.Text}`}
              </Text>
            ))}
          </View>
        ))}
      </View>
    </Page>
  )
}

export default observer(Inbox)
