import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import './index.scss'

const STEPS = ['auth:forgot.stepPhone', 'auth:forgot.stepCode', 'auth:forgot.stepPassword'] as const

/** 1 Verify phone — 2 Enter code — 3 New password, with the current one highlighted. */
export default function Steps({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useTranslation()
  return (
    <View className="auth-steps" aria-label={t('auth:forgot.stepOf', { step: current, total: STEPS.length })}>
      {STEPS.map((key, i) => {
        const n = i + 1
        const state = n < current ? 'done' : n === current ? 'current' : 'todo'
        return (
          <View key={key} className={`auth-steps__item auth-steps__item--${state}`} aria-current={n === current ? 'step' : undefined}>
            <View className="auth-steps__dot">
              <Text>{n < current ? '✓' : n}</Text>
            </View>
            <Text className="auth-steps__label">{t(key)}</Text>
          </View>
        )
      })}
    </View>
  )
}
