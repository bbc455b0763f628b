import { Text, View } from '@tarojs/components'
import './index.scss'

/** The page's one big primary action. While `busy` it shows `busyText` and ignores taps. */
export default function SubmitButton(props: { text: string; busyText?: string; busy?: boolean; onPress: () => void; testId?: string; secondary?: boolean }) {
  const busy = Boolean(props.busy)
  return (
    <View
      className={`auth-submit ${busy ? 'auth-submit--busy' : ''} ${props.secondary ? 'auth-submit--secondary' : ''}`}
      role='button'
      aria-disabled={busy ? 'true' : 'false'}
      aria-busy={busy ? 'true' : 'false'}
      data-testid={props.testId}
      onClick={() => !busy && props.onPress()}
    >
      {busy && <View className='auth-submit__spinner' />}
      <Text>{busy && props.busyText ? props.busyText : props.text}</Text>
    </View>
  )
}
