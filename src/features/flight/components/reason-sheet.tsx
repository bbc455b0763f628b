import { useEffect } from 'react'
import { Text, View } from '@tarojs/components'
import type { PolicyVerdict } from '@api/flight'
import type { ReasonKind } from '@/domain/text'
import KitReasonSheet from '@/components/reason-sheet'
import { useLoadable } from '@/components/use-loadable'
import { reasonCodeList } from '@/shared/reason-codes'
import { brokenRules, type PolicyReasonKind, type SegmentReason } from '../reasons'
import { useFlightText } from './labels'
import '@/features/flight/texts'

export interface ReasonSheetProps {
  open: boolean
  segmentIndex: 0 | 1
  verdict: PolicyVerdict
  /** The broken rule this sheet asks the reason for (one sheet per rule: missingReasons of ../reasons). */
  kind: PolicyReasonKind
  onConfirm: (reason: SegmentReason) => void
  onClose: () => void
}

/** Which reason-code lists a verdict needs: not-the-lowest fare, other rank rules, or both. */
export function reasonKinds(v: PolicyVerdict): PolicyReasonKind[] {
  const kinds = brokenRules(v)
  return kinds.length ? kinds : ['Policy']
}

/**
 * The reason for an out-of-policy or not-the-cheapest fare on the cabins page (docs/validation.md):
 * the kit's reason sheet with the rules the fare breaks above the codes of one rule's kind. A fare
 * breaking two rules asks twice, one answer per rule.
 */
export default function ReasonSheet(props: ReasonSheetProps) {
  const { t } = useFlightText()
  const kinds = [props.kind]
  const need: ReasonKind = kinds[0] === 'LowestPrice' ? 'notLowest' : 'outOfPolicy'
  const codes = useLoadable(() => Promise.all(kinds.map((k) => reasonCodeList('Flight', k))))
  useEffect(() => {
    if (props.open) void codes.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.open, props.kind])
  const lists = codes.status === 'ready' ? codes.data : null

  return (
    <KitReasonSheet
      open={props.open}
      title={t(kinds[0] === 'LowestPrice' ? 'flight:reason.titleLowest' : 'flight:reason.titlePolicy')}
      groups={
        lists &&
        lists.map((g) => ({ key: g.kind, title: t(g.kind === 'LowestPrice' ? 'flight:reason.groupLowest' : 'flight:reason.groupPolicy'), items: g.items }))
      }
      loadFailed={codes.status === 'error'}
      onRetry={() => void codes.reload()}
      allowOther={!!lists && lists.some((g) => g.allowOther)}
      need={need}
      intro={
        <View className="reason-sheet__violations" data-kind={props.kind}>
          <Text className="reason-sheet__violations-title">{t('flight:reason.violations')}</Text>
          {props.verdict.Violations.map((v, i) => (
            <Text key={i} className="reason-sheet__violation">
              {v.Message}
            </Text>
          ))}
        </View>
      }
      okText={t('flight:reason.confirm')}
      onSave={(r, item) =>
        props.onConfirm({
          segmentIndex: props.segmentIndex,
          reasonCodeId: item ? item.Id : null,
          reasonCode: item?.Code ?? '',
          reasonLabel: item?.Text ?? '',
          reasonText: r.text,
          kind: props.kind,
        })
      }
      onClose={props.onClose}
      testId="reason-sheet"
      okTestId="reason-confirm"
    />
  )
}
