import { Text, View } from '@tarojs/components'
import './index.scss'

export interface SubmitButtonProps {
  text: string
  /** While the action runs: spinner and `busyText`, taps ignored. */
  busy?: boolean
  busyText?: string
  /** Not available yet (e.g. waiting to resend): muted, taps ignored, text as given. */
  disabled?: boolean
  onPress: () => void
  testId?: string
}

/** The page's one big primary action. */
export default function SubmitButton(props: SubmitButtonProps) {
  const busy = Boolean(props.busy)
  const off = busy || Boolean(props.disabled)
  return (
    <View
      className={`auth-submit ${busy ? 'auth-submit--busy' : ''} ${props.disabled ? 'auth-submit--disabled' : ''}`}
      role="button"
      aria-disabled={off ? 'true' : 'false'}
      aria-busy={busy ? 'true' : 'false'}
      data-testid={props.testId}
      onClick={() => !off && props.onPress()}
    >
      {busy && <View className="auth-submit__spinner" />}
      <Text>{busy && props.busyText ? props.busyText : props.text}</Text>
    </View>
  )
}
