/**
 * /personal/suggestion — a complaint or a suggestion: the kind, the text (at least 8 characters,
 * counted as a person counts them; the message under the field as the field is left and on
 * submit), attachments under the attachment rules (the kit's uploader), and my past feedback with
 * the consultant's answer. Nothing typed is lost when the server refuses. A consultant also finds
 * the way to their inbox here.
 */
import { useEffect, useState } from 'react'
import { Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { FeedbackKind } from '@api/support'
import { FEEDBACK_MAX_CHARS, FEEDBACK_MIN_CHARS } from '@api/support-limits'
import Page from '@/components/page'
import Uploader from '@/components/company-fields/uploader'
import { uploadAttachment } from '@/components/company-fields/source'
import { useLoadable } from '@/components/use-loadable'
import { MainButton } from '@/components/ui/button'
import { FormRow, Segmented } from '@/components/ui/form'
import { ListRow, Section } from '@/components/ui/list'
import { LoadStates, StateBlock } from '@/components/ui/states'
import { go } from '@/core/navigate'
import { scrollToAnchor } from '@/core/scroll'
import type { AttachmentValue } from '@/domain/booking'
import { useStores } from '@/stores'
import { fieldMessage, myFeedback, sendFeedback } from '../api'
import { FeedbackCard } from '../components/feedback-card'
import { feedbackProblem, textLength } from '../rules'
import '../components/index.scss'
import '@/i18n/ns/support'

const FILES = { upload: uploadAttachment }

function Suggestion() {
  const { t, i18n } = useTranslation()
  const { session, ui } = useStores()
  const [kind, setKind] = useState<FeedbackKind>('Suggestion')
  const [content, setContent] = useState('')
  const [files, setFiles] = useState<AttachmentValue[]>([])
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const mine = useLoadable(() => myFeedback(1))
  useEffect(() => {
    if (session.signedIn) void mine.reload()
  }, [session.signedIn, i18n.language])

  const check = (): string => {
    const p = feedbackProblem(content)
    return p ? t(`support:suggestion.${p}`, { min: FEEDBACK_MIN_CHARS, max: FEEDBACK_MAX_CHARS }) : ''
  }

  const submit = async () => {
    const problem = check()
    setError(problem)
    if (problem) {
      ui.toast(problem)
      scrollToAnchor('feedback-content')
      return
    }
    setBusy(true)
    try {
      await sendFeedback(
        kind,
        content.trim(),
        files.map((f) => f.fileId),
      )
      setContent('')
      setFiles([])
      ui.toast(t('support:suggestion.sent'))
      void mine.reload()
    } catch (e) {
      const m = fieldMessage(e, 'Content') ?? fieldMessage(e, 'FileIds')
      if (m) setError(m)
    } finally {
      setBusy(false)
    }
  }

  const n = textLength(content.trim())
  return (
    <Page title="support:suggestion.title" testId="suggestion-page">
      <View className="sp-form">
        <Section>
          <FormRow label={t('support:suggestion.kind')}>
            <Segmented
              options={[
                { value: 'Suggestion', label: t('support:suggestion.suggestion') },
                { value: 'Complaint', label: t('support:suggestion.complaint') },
              ]}
              value={kind}
              onChange={setKind}
              testId="feedback-kind"
            />
          </FormRow>
          <FormRow id="feedback-content" label={t('support:suggestion.content')} required block error={error} testId="feedback-content-row">
            <Textarea
              className="sp-textarea"
              value={content}
              maxlength={FEEDBACK_MAX_CHARS}
              placeholder={t('support:suggestion.placeholder')}
              onInput={(e) => {
                setContent(e.detail.value)
                if (error) setError('')
              }}
              onBlur={() => content.trim() && setError(check())}
              nativeProps={{ 'aria-label': t('support:suggestion.content') }}
              data-testid="feedback-content"
            />
            <Text className={`sp-counter ${n > 0 && n < FEEDBACK_MIN_CHARS ? 'sp-counter--short' : ''}`}>
              {t('support:suggestion.counter', { n, max: FEEDBACK_MAX_CHARS })}
            </Text>
          </FormRow>
          <FormRow label={t('support:suggestion.attachments')} block>
            <Uploader files={files} onChange={setFiles} source={FILES} testId="feedback-files" />
          </FormRow>
        </Section>
        <View className="sp-form__actions">
          <MainButton text={t('support:suggestion.submit')} onClick={() => void submit()} busy={busy} testId="feedback-submit" />
        </View>
        {mine.data?.CanAnswer && (
          <Section>
            <ListRow label={t('support:suggestion.inbox')} link onClick={() => void go('serviceInbox')} testId="feedback-inbox" />
          </Section>
        )}
        <Text className="sp-heading">{t('support:suggestion.mine')}</Text>
        <LoadStates load={mine} data={mine.data?.Items} empty={<StateBlock text={t('support:suggestion.none')} testId="feedback-none" />} testId="feedback" />
        {mine.data && mine.data.Items.map((f) => <FeedbackCard key={f.FeedbackId} f={f} />)}
      </View>
    </Page>
  )
}

export default observer(Suggestion)
