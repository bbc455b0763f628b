import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { codeButtonText } from '@/components/use-countdown'
import { canSend, type CodeButtonState } from '../countdown'
import './index.scss'

/** 'Get code' → 'Sending…' → '59 s' → 'Resend'. Taps count only when idle or resend. */
export default function CodeButton({ state, onPress, testId }: { state: CodeButtonState; onPress: () => void; testId?: string }) {
  const { t } = useTranslation()
  const enabled = canSend(state)
  const label = codeButtonText(state, t, 'auth')
  return (
    <View
      className={`auth-code-button ${enabled ? '' : 'auth-code-button--disabled'}`}
      role="button"
      aria-disabled={enabled ? 'false' : 'true'}
      data-testid={testId}
      onClick={() => enabled && onPress()}
    >
      <Text>{label}</Text>
    </View>
  )
}
