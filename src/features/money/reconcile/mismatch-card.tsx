/**
 * One mismatch between a payment channel's statement and the ledgers (docs/money.md#reconciliation):
 * what kind, of which payment or refund, both amounts in CNY, and what was done — the decision with
 * who and when, or that a later comparison matched it; an open one offers to resolve it. The sheet
 * takes the decision (required, at most DECISION_MAX characters).
 */
import { useState } from 'react'
import { Text, Textarea, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { DECISION_MAX, type Mismatch } from '@api/pay-ops'
import { MainButton } from '@/components/ui/button'
import { FormRow } from '@/components/ui/form'
import { Sheet } from '@/components/ui/sheet'
import { Tag } from '@/components/ui/tag'
import { useFormat } from '@/components/format'
import { chinaDateTime } from '@/domain/china-time'
import '@/i18n/ns/money'

/** An ISO instant as the phone shows a China-time stamp. */
const when = (f: ReturnType<typeof useFormat>, iso: string | null) => (iso ? f.stamp(chinaDateTime(Date.parse(iso))) : '')

export function MismatchCard({ m, onResolve }: { m: Mismatch; onResolve: (m: Mismatch) => void }) {
  const { t } = useTranslation()
  const f = useFormat()
  const id = `mismatch-${m.MismatchId}`
  return (
    <View className="money-card money-mismatch" data-testid={id} data-kind={m.Kind} data-status={m.Status}>
      <View className="money-mismatch__head">
        <Text className="money-card__title">{t(`money:reconcile.kind.${m.Kind}`)}</Text>
        <Tag tone={m.Status === 'Open' ? 'wait' : 'pass'} text={t(`money:reconcile.status.${m.Status}`)} testId={`${id}-status`} />
      </View>
      <Text className="money-card__label">
        {t('money:reconcile.what', {
          channel: t(`money:reconcile.channel.${m.Channel}`, { defaultValue: m.Channel }),
          day: m.Day,
          line: t(`money:reconcile.line.${m.Line}`),
        })}
      </Text>
      <Text className="money-card__note">
        {[
          m.OrderNo && t('money:reconcile.order', { no: m.OrderNo }),
          t('money:reconcile.intent', { no: m.IntentNo }),
          m.RefundNo && t('money:reconcile.refund', { no: m.RefundNo }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <View className="money-mismatch__amounts">
        <Text data-testid={`${id}-channel`}>{t('money:reconcile.atChannel', { amount: f.cny(m.ChannelAmount) })}</Text>
        <Text data-testid={`${id}-ours`}>{t('money:reconcile.inLedger', { amount: f.cny(m.OurAmount) })}</Text>
      </View>
      {m.Status === 'Resolved' && (
        <Text className="money-card__note" data-testid={`${id}-done`}>
          {m.MatchedLater
            ? t('money:reconcile.matchedLater', { at: when(f, m.DecidedAt) })
            : t('money:reconcile.decided', { decision: m.Decision, who: m.DecidedBy, at: when(f, m.DecidedAt) })}
        </Text>
      )}
      {m.Status === 'Open' && <MainButton kind="ghost" text={t('money:reconcile.resolve')} onClick={() => onResolve(m)} testId={`${id}-resolve`} />}
    </View>
  )
}

export function ResolveSheet({ m, onSave, onClose }: { m: Mismatch | null; onSave: (decision: string) => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const [error, setError] = useState('')
  const save = async () => {
    if (!text.trim()) return setError(t('money:reconcile.decisionRequired'))
    await onSave(text.trim())
    setText('')
  }
  return (
    <Sheet
      open={m !== null}
      title={m ? t(`money:reconcile.kind.${m.Kind}`) : ''}
      onClose={onClose}
      testId="resolve-sheet"
      footer={<MainButton text={t('money:reconcile.resolveConfirm')} onClick={() => void save()} testId="resolve-save" />}
    >
      <View className="money-sheet-form">
        <FormRow
          label={t('money:reconcile.decision')}
          required
          block
          error={error || undefined}
          hint={t('money:reconcile.decisionHint')}
          testId="resolve-decision"
        >
          <Textarea
            className="money-mismatch__decision"
            value={text}
            maxlength={DECISION_MAX}
            onInput={(e) => {
              setText(e.detail.value)
              if (error) setError('')
            }}
            nativeProps={{ 'aria-label': t('money:reconcile.decision') }}
            data-testid="resolve-decision-input"
          />
        </FormRow>
      </View>
    </Sheet>
  )
}
