/**
 * The kit's reason sheet (docs/kit.md; docs/validation.md#reasons-and-feedback): why a booking is
 * out of policy or not the lowest fare, why a ticket is refunded or changed. The company's reason
 * codes as a radio list (in groups when several kinds apply), 'other' with a free text of at most
 * 50 characters and its live counter; with no codes at all the text is the only way. The field
 * takes no more than 50 characters (typed or pasted), so it never complains only on confirm.
 */
import { useEffect, useState, type ReactNode } from 'react'
import { Text, Textarea, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { ReasonCodeItem, ReasonKind as CodeKind } from '@api/booking-data'
import { charLength } from '@/domain/check'
import { REASON_MAX_LENGTH, checkReason, type ReasonKind } from '@/domain/text'
import type { ReasonDraft } from '@/domain/booking'
import { Sheet } from '@/components/ui/sheet'
import { MainButton } from '@/components/ui/button'
import { ErrorBlock } from '@/components/ui/states'
import type { ReasonCodes } from './use-reason-codes'
import './index.scss'
import '@/i18n/ns/kit'

export interface ReasonGroup {
  key: string
  /** Shown above the group when there are several. */
  title?: string
  items: ReasonCodeItem[]
}

export interface ReasonSheetProps {
  open: boolean
  title: string
  /** The codes; null while loading. */
  groups: ReasonGroup[] | null
  loadFailed?: boolean
  onRetry?: () => void
  /** Offer 'other' with a free text (refund and change settings may turn it off). */
  allowOther: boolean
  /** Why a reason is required, for the message when none is given; null when it is optional. */
  need: ReasonKind | null
  /** The reason given before, if any. */
  value?: ReasonDraft
  onSave: (r: ReasonDraft, item: ReasonCodeItem | null) => void
  onClose: () => void
  /** Above the codes, e.g. the rules the fare breaks. */
  intro?: ReactNode
  okText?: string
  testId?: string
  /** Defaults to `${testId}-ok`. */
  okTestId?: string
}

const OTHER = -1

/** One kind's codes as the sheet's only group; null while they load. */
export function codeGroups(items: ReasonCodeItem[] | null): ReasonGroup[] | null {
  return items && [{ key: 'codes', items }]
}

/** A kind of a page's reason codes (`useReasonCodes`) as the sheet offers them: its group, a failed load and the retry; none while no kind is asked. */
export function kindCodes(codes: ReasonCodes, kind: CodeKind | null): Pick<ReasonSheetProps, 'groups' | 'loadFailed' | 'onRetry'> {
  return {
    groups: codeGroups(kind && codes.of(kind)),
    loadFailed: !!kind && codes.failed(kind),
    onRetry: () => kind && codes.reload(kind),
  }
}

export default function ReasonSheet(p: ReasonSheetProps) {
  const { t } = useTranslation()
  const [pick, setPick] = useState<number | null>(null)
  const [text, setText] = useState('')
  // At most REASON_MAX_LENGTH characters (code points, as the counter counts them).
  const capReason = (v: string) => (charLength(v) > REASON_MAX_LENGTH ? Array.from(v).slice(0, REASON_MAX_LENGTH).join('') : v)
  const [tried, setTried] = useState(false)
  useEffect(() => {
    if (!p.open) return
    setPick(p.value ? (p.value.codeId ?? OTHER) : null)
    setText(p.value?.text ?? '')
    setTried(false)
  }, [p.open])

  const items = (p.groups ?? []).flatMap((g) => g.items)
  const ready = p.groups !== null && !p.loadFailed
  // With no codes configured, the free text is the only way to give a reason.
  const textOnly = ready && items.length === 0
  const other = pick === OTHER || textOnly
  const length = charLength(text.trim())

  const problem = (): string | null => {
    if (!other && pick === null) return p.need ? t(`validation:reason.${p.need}Required`) : t('kit:reason.choose')
    if (other && text.trim() === '') return p.need ? t(`validation:reason.${p.need}Required`) : t('kit:reason.textRequired')
    const c = checkReason(other ? text : '', { required: false })
    return c.ok ? null : t(c.key, c.params)
  }
  const error = tried ? problem() : null
  const save = () => {
    setTried(true)
    if (!ready || problem()) return
    const item = other ? null : (items.find((i) => i.Id === pick) ?? null)
    p.onSave({ codeId: item ? item.Id : null, text: other ? text.trim() : '' }, item)
  }

  const radio = (id: number, code: string, label: string) => (
    <View
      key={id}
      className={`reason-sheet__option ${pick === id ? 'reason-sheet__option--on' : ''}`}
      role="radio"
      aria-checked={pick === id}
      data-testid={id === OTHER ? 'reason-other' : 'reason-option'}
      data-id={id}
      onClick={() => setPick(id)}
    >
      <View className="reason-sheet__dot" />
      {code && <Text className="reason-sheet__code">{code}</Text>}
      <Text className="reason-sheet__label">{label}</Text>
    </View>
  )

  const groups = (p.groups ?? []).filter((g) => g.items.length > 0)
  return (
    <Sheet
      open={p.open}
      title={p.title}
      onClose={p.onClose}
      testId={p.testId}
      footer={
        <MainButton text={p.okText ?? t('common:confirm')} onClick={save} disabled={!ready} testId={p.okTestId ?? (p.testId ? `${p.testId}-ok` : undefined)} />
      }
    >
      <View className="reason-sheet">
        {p.intro}
        {p.groups === null && !p.loadFailed && (
          <View className="reason-sheet__skeleton" aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <View key={i} className="skeleton__bar" />
            ))}
          </View>
        )}
        {p.loadFailed && <ErrorBlock onRetry={() => p.onRetry?.()} />}
        {ready && (
          <View role="radiogroup">
            {groups.map((g) => (
              <View key={g.key} className="reason-sheet__group">
                {groups.length > 1 && g.title && <Text className="reason-sheet__group-title">{g.title}</Text>}
                {g.items.map((i) => radio(i.Id, i.Code, i.Text))}
              </View>
            ))}
            {/* 'Other' comes last, once the list is there: it must not jump down under a finger. */}
            {textOnly ? <Text className="reason-sheet__hint">{t('kit:reason.textRequired')}</Text> : p.allowOther && radio(OTHER, '', t('kit:reason.other'))}
            {other && (
              <View className="reason-sheet__text">
                <Textarea
                  className="reason-sheet__textarea"
                  value={text}
                  maxlength={REASON_MAX_LENGTH}
                  placeholder={t('kit:reason.placeholder', { max: REASON_MAX_LENGTH })}
                  onInput={(e) => setText(capReason(e.detail.value))}
                  data-testid="reason-text"
                />
                <Text
                  className={`reason-sheet__counter ${length > REASON_MAX_LENGTH ? 'reason-sheet__counter--over' : ''}`}
                >{`${length}/${REASON_MAX_LENGTH}`}</Text>
              </View>
            )}
          </View>
        )}
        {error && (
          <View className="reason-sheet__error" role="alert" data-testid="reason-error">
            <Text>{error}</Text>
          </View>
        )}
      </View>
    </Sheet>
  )
}
