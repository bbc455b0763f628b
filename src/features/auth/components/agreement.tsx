import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { FieldError } from '@/components/ui/form'
import { useStores } from '../../../stores'
import './index.scss'

const MARK = '\u0001'

/**
 * The sentence with the two titles marked, split so the titles become links; word order is
 * the language's ('…に同意します' puts them first in Japanese).
 */
export function sentenceParts(sentence: string): string[] {
  return sentence.split(MARK).filter((p) => p !== '')
}

/**
 * 'I have read and agree to the User Agreement and Privacy Policy'. The tick box carries
 * role=checkbox and aria-checked; tapping the plain text ticks too, tapping a title opens it.
 */
export default function Agreement(props: { checked: boolean; onChange: (checked: boolean) => void; error?: string; testId?: string }) {
  const { t } = useTranslation()
  const { ui } = useStores()
  const toggle = () => props.onChange(!props.checked)
  const show = (doc: 'user' | 'privacy') =>
    void ui.alert({
      title: t(`auth:agreement.${doc}Title`),
      content: t(`auth:agreement.${doc}Body`),
      buttons: [{ text: t('auth:agreement.gotIt'), value: 'ok' }],
    })
  return (
    <View className={`auth-agree ${props.error ? 'auth-agree--error' : ''}`}>
      <View className="auth-agree__row">
        <View
          className={`auth-agree__box ${props.checked ? 'auth-agree__box--checked' : ''}`}
          role="checkbox"
          aria-checked={props.checked ? 'true' : 'false'}
          aria-label={t('auth:agreement.label')}
          data-testid={props.testId}
          onClick={toggle}
        >
          <View className="auth-agree__tick" />
        </View>
        <View className="auth-agree__text">
          {sentenceParts(t('auth:agreement.sentence', { user: MARK + 'user' + MARK, privacy: MARK + 'privacy' + MARK })).map((part, i) =>
            part === 'user' || part === 'privacy' ? (
              <Text key={i} className="auth-agree__link" onClick={() => show(part)}>
                {t(`auth:agreement.${part}`)}
              </Text>
            ) : (
              <Text key={i} onClick={toggle}>
                {part}
              </Text>
            ),
          )}
        </View>
      </View>
      <FieldError className="auth-field__error auth-agree__error" text={props.error} />
    </View>
  )
}
