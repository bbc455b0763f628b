import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import './index.scss'

/** Show/hide for a password field; the eye is drawn in CSS so it follows the text colour. */
export default function EyeToggle({ shown, onToggle, testId }: { shown: boolean; onToggle: () => void; testId?: string }) {
  const { t } = useTranslation()
  return (
    <View
      className={`auth-eye ${shown ? 'auth-eye--shown' : ''}`}
      role="button"
      aria-pressed={shown ? 'true' : 'false'}
      aria-label={t(shown ? 'auth:common.hidePassword' : 'auth:common.showPassword')}
      data-testid={testId}
      onClick={onToggle}
    >
      <View className="auth-eye__icon" />
    </View>
  )
}
