import { useEffect, useState } from 'react'
import { Text, Textarea, View } from '@tarojs/components'
import type { PolicyVerdict } from '@api/flight'
import { charLength } from '@/domain/check'
import { REASON_MAX_LENGTH, checkReason, type ReasonKind } from '@/domain/text'
import { isCancelled } from '@/core/errors'
import type { SegmentReason } from '../reasons'
import type { PolicyReasonKind } from '../search-api'
import { reasonCodeList, type ReasonCodeList } from '@/shared/reason-codes'
import { Sheet } from '@/components/ui/sheet'
import { MainButton } from '@/components/ui/button'
import { ErrorBlock } from '@/components/ui/states'
import { useFlightText } from './labels'
import './reason-sheet.scss'
import '@/i18n/ns/flight'

export interface ReasonSheetProps {
  open: boolean
  segmentIndex: 0 | 1
  verdict: PolicyVerdict
  onConfirm: (reason: SegmentReason) => void
  onClose: () => void
}

const OTHER = -1

/** Which reason-code lists a verdict needs: not-the-lowest fare, other rank rules, or both. */
export function reasonKinds(v: PolicyVerdict): PolicyReasonKind[] {
  const kinds: PolicyReasonKind[] = []
  if (v.Violations.some((x) => x.Kind !== 'LowestPrice')) kinds.push('Policy')
  if (v.Violations.some((x) => x.Kind === 'LowestPrice') || v.LowestPriceFlight) kinds.push('LowestPrice')
  return kinds.length ? kinds : ['Policy']
}

type Load = { state: 'loading' } | { state: 'error' } | { state: 'done'; groups: ReasonCodeList[] }

/**
 * The reason for an out-of-policy or not-the-cheapest fare (docs/validation.md): the company's reason codes
 * as a radio list, plus 'other' with a free text of at most 50 characters and its counter.
 */
export default function ReasonSheet(props: ReasonSheetProps) {
  const { t } = useFlightText()
  const kinds = reasonKinds(props.verdict)
  const domainKind: ReasonKind = kinds[0] === 'LowestPrice' ? 'notLowest' : 'outOfPolicy'
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [chosen, setChosen] = useState<number | null>(null)
  const [text, setText] = useState('')
  const [error, setError] = useState('')

  const fetchCodes = () => {
    setLoad({ state: 'loading' })
    Promise.all(kinds.map((k) => reasonCodeList('Flight', k))).then(
      (groups) => setLoad({ state: 'done', groups }),
      (e) => !isCancelled(e) && setLoad({ state: 'error' }),
    )
  }
  useEffect(() => {
    if (!props.open) return
    setChosen(null)
    setText('')
    setError('')
    fetchCodes()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.open])

  const confirm = () => {
    if (load.state !== 'done') return
    const all = load.groups.flatMap((g) => g.items)
    // With no codes configured, the free text is the only way to give a reason.
    const other = chosen === OTHER || all.length === 0
    if (chosen === null && all.length > 0) {
      setError(t(domainKind === 'notLowest' ? 'validation:reason.notLowestRequired' : 'validation:reason.outOfPolicyRequired'))
      return
    }
    const check = checkReason(text, { required: other, kind: domainKind })
    if (!check.ok) {
      setError(t(check.key, check.params))
      return
    }
    const item = other ? null : all.find((i) => i.Id === chosen) ?? null
    props.onConfirm({
      segmentIndex: props.segmentIndex,
      reasonCodeId: item ? item.Id : null,
      reasonCode: item?.Code ?? '',
      reasonLabel: item?.Text ?? '',
      reasonText: other ? text.trim() : '',
    })
  }

  const radio = (id: number, code: string, label: string) => (
    <View
      key={id}
      className={`reason-sheet__option ${chosen === id ? 'reason-sheet__option--on' : ''}`}
      role='radio'
      aria-checked={chosen === id}
      data-testid={id === OTHER ? 'reason-other' : 'reason-option'}
      data-id={id}
      onClick={() => {
        setChosen(id)
        setError('')
      }}
    >
      <View className='reason-sheet__dot' />
      {code && <Text className='reason-sheet__code'>{code}</Text>}
      <Text className='reason-sheet__label'>{label}</Text>
    </View>
  )

  const total = load.state === 'done' ? load.groups.reduce((n, g) => n + g.items.length, 0) : 0
  // 'Other' when the company offers it; with no codes at all the text is the only way.
  const allowOther = load.state === 'done' && (total === 0 || load.groups.some((g) => g.allowOther))
  const showText = load.state === 'done' && (chosen === OTHER || total === 0)
  return (
    <Sheet
      open={props.open}
      title={t(kinds[0] === 'LowestPrice' ? 'flight:reason.titleLowest' : 'flight:reason.titlePolicy')}
      onClose={props.onClose}
      testId='reason-sheet'
      footer={
        <MainButton text={t('flight:reason.confirm')} onClick={confirm} disabled={load.state !== 'done'} testId='reason-confirm' />
      }
    >
      <View className='reason-sheet'>
        <View className='reason-sheet__violations'>
          <Text className='reason-sheet__violations-title'>{t('flight:reason.violations')}</Text>
          {props.verdict.Violations.map((v, i) => (
            <Text key={i} className='reason-sheet__violation'>{v.Message}</Text>
          ))}
        </View>
        {load.state === 'loading' && (
          <View className='reason-sheet__skeleton' aria-busy='true'>
            {[0, 1, 2, 3].map((i) => (
              <View key={i} className='skeleton__bar' />
            ))}
          </View>
        )}
        {load.state === 'error' && <ErrorBlock text={t('flight:reason.loadFailed')} onRetry={fetchCodes} />}
        {load.state === 'done' && (
          <View role='radiogroup'>
            {load.groups
              .filter((g) => g.items.length > 0)
              .map((g) => (
                <View key={g.kind} className='reason-sheet__group'>
                  {load.groups.length > 1 && (
                    <Text className='reason-sheet__group-title'>{t(g.kind === 'LowestPrice' ? 'flight:reason.groupLowest' : 'flight:reason.groupPolicy')}</Text>
                  )}
                  {g.items.map((i) => radio(i.Id, i.Code, i.Text))}
                </View>
              ))}
            {total > 0 ? allowOther && radio(OTHER, '', t('flight:reason.other')) : <Text className='reason-sheet__hint'>{t('flight:reason.noCodes')}</Text>}
            {showText && (
              <View className='reason-sheet__text'>
                <Textarea
                  className='reason-sheet__textarea'
                  value={text}
                  maxlength={REASON_MAX_LENGTH}
                  placeholder={t('flight:reason.placeholder', { max: REASON_MAX_LENGTH })}
                  onInput={(e) => {
                    setText(e.detail.value)
                    setError('')
                  }}
                  data-testid='reason-text'
                />
                <Text className={`reason-sheet__counter ${charLength(text.trim()) > REASON_MAX_LENGTH ? 'reason-sheet__counter--over' : ''}`}>
                  {t('flight:reason.counter', { count: charLength(text.trim()), max: REASON_MAX_LENGTH })}
                </Text>
              </View>
            )}
          </View>
        )}
        {error && (
          <View className='reason-sheet__error' role='alert' data-testid='reason-error'>
            <Text>{error}</Text>
          </View>
        )}
      </View>
    </Sheet>
  )
}
