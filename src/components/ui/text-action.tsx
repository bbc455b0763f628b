import { Text, View } from '@tarojs/components'
import { go } from '@/core/navigate'
import type { RouteName, RouteParams } from '@/routes'

export interface TextActionProps {
  /** The feature's class for its look (`org-action`); `<block>--danger` for a destructive one. */
  block: string
  label: string
  /** What it does; or `to`, the page it opens (a link). */
  onClick?: () => void
  to?: readonly [RouteName, RouteParams?]
  danger?: boolean
  testId?: string
}

/** A worded action in the feature's look: a card's edit, delete, set as default; add, remove, retry, call… */
export function TextAction({ block, label, onClick, to, danger, testId }: TextActionProps) {
  const open = to ? () => void go(...to) : onClick
  return (
    <View className={danger ? `${block} ${block}--danger` : block} role={to ? 'link' : 'button'} data-testid={testId} onClick={open}>
      <Text>{label}</Text>
    </View>
  )
}
