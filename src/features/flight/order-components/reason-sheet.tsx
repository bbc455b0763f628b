/**
 * Asks why (out of policy, not the lowest fare, refund, change): the company's reason codes as
 * a radio list, and 'other' with a free text of at most 50 characters and a live counter.
 */
import { useEffect, useState } from 'react'
import { Text, Textarea, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { ReasonCodeItem } from '@api/flight'
import { charLength } from '@/domain/check'
import { REASON_MAX_LENGTH } from '@/domain/text'
import { checkReasonDraft, type ReasonDraft } from '@/domain/booking'
import type { ReasonKind } from '@/domain/text'
import { MainButton } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import '@/i18n/ns/flightOrder'

export interface ReasonSheetProps {
  open: boolean
  title: string
  /** null while loading. */
  codes: ReasonCodeItem[] | null
  loadFailed?: boolean
  onRetry?: () => void
  /** Offer 'other' with a free text (refund/change settings may turn it off). */
  allowOther: boolean
  /** Why the reason is required; null when it is optional. */
  need: ReasonKind | null
  value: ReasonDraft | undefined
  onSave: (r: ReasonDraft) => void
  onClose: () => void
  testId?: string
}

const OTHER = -1

export default function ReasonSheet(p: ReasonSheetProps) {
  const { t } = useTranslation()
  const [pick, setPick] = useState<number | null>(p.value ? (p.value.codeId ?? OTHER) : null)
  const [text, setText] = useState(p.value?.text ?? '')
  const [tried, setTried] = useState(false)
  useEffect(() => {
    if (!p.open) return
    setPick(p.value ? (p.value.codeId ?? OTHER) : null)
    setText(p.value?.text ?? '')
    setTried(false)
  }, [p.open])

  const draft: ReasonDraft = { codeId: pick !== null && pick !== OTHER ? pick : null, text: pick === OTHER ? text : '' }
  // 'Other' needs its text whatever the context; beyond that only the length is checked here.
  const issue = pick === OTHER && text.trim() === '' ? { key: 'flightOrder:reason.textRequired', params: undefined } : checkReasonDraft(draft, null, 'reason')[0]
  const save = () => {
    setTried(true)
    if (issue || pick === null) return
    p.onSave(draft)
  }
  const length = charLength(text.trim())
  return (
    <Sheet
      open={p.open}
      title={p.title}
      onClose={p.onClose}
      testId={p.testId}
      footer={<MainButton text={t('common:confirm')} onClick={save} testId={p.testId ? `${p.testId}-ok` : undefined} />}
    >
      <View className='reason' role='radiogroup'>
        {p.codes === null && !p.loadFailed && <Text className='reason__state'>{t('common:loading')}</Text>}
        {p.loadFailed && (
          <View className='reason__state' role='button' onClick={p.onRetry}>
            <Text>{t('flightOrder:fields.loadFailedTap')}</Text>
          </View>
        )}
        {(p.codes ?? []).map((c) => (
          <View key={c.Id} className={`reason__item ${pick === c.Id ? 'reason__item--on' : ''}`} role='radio' aria-checked={pick === c.Id} onClick={() => setPick(c.Id)}>
            <View className='reason__radio' />
            <Text className='reason__text'>{c.Text}</Text>
          </View>
        ))}
        {/* 'Other' comes last, once the list is there: it must not jump down under a finger. */}
        {p.allowOther && (p.codes !== null || p.loadFailed) && (
          <View className={`reason__item ${pick === OTHER ? 'reason__item--on' : ''}`} role='radio' aria-checked={pick === OTHER} data-testid='reason-other' onClick={() => setPick(OTHER)}>
            <View className='reason__radio' />
            <Text className='reason__text'>{t('flightOrder:reason.other')}</Text>
          </View>
        )}
        {pick === OTHER && (
          <View className='reason__other'>
            <Textarea
              className='reason__input'
              value={text}
              maxlength={-1}
              autoHeight
              placeholder={t('flightOrder:reason.placeholder', { max: REASON_MAX_LENGTH })}
              onInput={(e) => setText(e.detail.value)}
              data-testid='reason-text'
            />
            <Text className={`reason__counter ${length > REASON_MAX_LENGTH ? 'reason__counter--over' : ''}`}>{`${length}/${REASON_MAX_LENGTH}`}</Text>
          </View>
        )}
        {tried && (issue || pick === null) && (
          <View className='reason__error' role='alert'>
            <Text>{issue ? t(issue.key, issue.params) : t('flightOrder:reason.choose')}</Text>
          </View>
        )}
      </View>
    </Sheet>
  )
}
