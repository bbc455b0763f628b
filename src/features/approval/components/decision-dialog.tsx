/**
 * The sheet of a decision. Rejecting asks for a reason (required, at most 200 characters, with a
 * counter and a few common phrases) because the traveller sees it and must know what to change;
 * approving takes an optional remark. The message shows under the field once the user typed or
 * pressed confirm, and whatever was typed stays when the call fails.
 */
import { useEffect, useState } from 'react'
import { Text, Textarea, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { charLength } from '@/domain/check'
import { MainButton } from '@/components/ui/button'
import { Chip } from '@/components/ui/chip'
import { checkRejectReason, REJECT_REASON_MAX } from '../status'
import '@/i18n/ns/approval'

export type DecisionMode = 'approve' | 'reject'

export interface DecisionDialogProps {
  open: boolean
  mode: DecisionMode
  /** Resolves when done (the dialog closes); rejects to stay open with the text kept. */
  onSubmit: (reason: string) => Promise<void>
  onClose: () => void
}

const PHRASES = ['budget', 'cheaper', 'unnecessary', 'details'] as const

export default function DecisionDialog({ open, mode, onSubmit, onClose }: DecisionDialogProps) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const [shown, setShown] = useState(false)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (open) {
      setText('')
      setShown(false)
      setBusy(false)
    }
  }, [open, mode])
  if (!open) return null

  const reject = mode === 'reject'
  const length = charLength(text.trim())
  const problem = reject ? checkRejectReason(text) : length > REJECT_REASON_MAX ? ({ key: 'approval:reject.tooLong', max: REJECT_REASON_MAX } as const) : null
  const confirm = async () => {
    setShown(true)
    if (problem || busy) return
    setBusy(true)
    try {
      await onSubmit(text.trim())
    } catch {
      // The caller told the user; the typed reason stays for another try.
    }
    setBusy(false)
  }
  return (
    <View className="ap-dialog" data-testid={`decision-${mode}`}>
      <View className="ap-dialog__mask" data-dismiss onClick={() => !busy && onClose()} />
      <View className="ap-dialog__panel" role="dialog" aria-label={t(`approval:decision.${mode}Title`)}>
        <Text className="ap-dialog__title">{t(`approval:decision.${mode}Title`)}</Text>
        <Text className="ap-dialog__hint">{t(`approval:decision.${mode}Hint`)}</Text>
        {reject && (
          <View className="ap-dialog__phrases">
            {PHRASES.map((p) => (
              <Chip
                key={p}
                role="button"
                testId="reject-phrase"
                onTap={() => setText((cur) => (cur.trim() ? `${cur.trim()}；${t(`approval:reject.phrase.${p}`)}` : t(`approval:reject.phrase.${p}`)))}
              >
                <Text>{t(`approval:reject.phrase.${p}`)}</Text>
              </Chip>
            ))}
          </View>
        )}
        <View className={`ap-dialog__field ${shown && problem ? 'ap-dialog__field--error' : ''}`}>
          <Textarea
            className="ap-dialog__input"
            value={text}
            maxlength={-1}
            placeholder={t(reject ? 'approval:reject.placeholder' : 'approval:decision.remarkPlaceholder')}
            onInput={(e) => {
              setText(e.detail.value)
              setShown(true)
            }}
            data-testid="decision-reason"
          />
          <Text className={`ap-dialog__counter ${length > REJECT_REASON_MAX ? 'ap-dialog__counter--over' : ''}`} data-testid="decision-counter">
            {`${length}/${REJECT_REASON_MAX}`}
          </Text>
        </View>
        {shown && problem && (
          <Text className="ap-dialog__error" data-testid="decision-error">
            {t(problem.key, { max: REJECT_REASON_MAX })}
          </Text>
        )}
        <View className="ap-dialog__buttons">
          <MainButton kind="ghost" text={t('common:cancel')} disabled={busy} onClick={onClose} testId="decision-cancel" />
          <MainButton
            kind={reject ? 'danger' : 'primary'}
            text={t(reject ? 'approval:decision.confirmReject' : 'approval:decision.confirmApprove')}
            busy={busy}
            onClick={() => void confirm()}
            testId="decision-confirm"
          />
        </View>
      </View>
    </View>
  )
}
