import { Text, View } from '@tarojs/components'
import './ui.scss'

/**
 * The kit's button (docs/kit.md): primary, ghost, danger, or `search` (the search page's hero button
 * in the search colour); `busy` keeps it from being pressed twice.
 */
export function MainButton(p: {
  text: string
  onClick: () => void
  disabled?: boolean
  busy?: boolean
  testId?: string
  className?: string
  kind?: 'primary' | 'ghost' | 'danger' | 'search'
}) {
  const off = p.disabled || p.busy
  return (
    <View
      className={`main-button main-button--${p.kind ?? 'primary'} ${off ? 'main-button--off' : ''} ${p.className ?? ''}`}
      role="button"
      aria-disabled={off}
      data-testid={p.testId}
      onClick={() => !off && p.onClick()}
    >
      {p.busy && <View className="main-button__spinner" />}
      <Text>{p.text}</Text>
    </View>
  )
}

/** Holds the screen while a payment or a submission is in flight (docs/ux.md: only then). */
export function Blocking({ show, text }: { show: boolean; text: string }) {
  if (!show) return null
  return (
    <View className="blocking" role="status" aria-live="polite" data-testid="blocking">
      <View className="blocking__box">
        <View className="blocking__spinner" />
        <Text className="blocking__text">{text}</Text>
      </View>
    </View>
  )
}
