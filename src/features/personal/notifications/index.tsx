/**
 * /personal/notifications — which notices reach me, per topic (order updates, approvals, trip
 * reminders) and channel (in-app, SMS, e-mail). Each switch saves at once; an e-mail switch
 * without an e-mail on the profile is refused (1001) and said under that topic.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { PersonalSettings } from '@api/personal'
import { NOTIFY_CHANNELS, NOTIFY_TOPICS, type NotifyChannel, type NotifyTopic } from '@api/personal-values'
import { ErrorCode } from '@api/errors'
import Page from '@/components/page'
import { Toggle } from '@/components/ui/form'
import { LoadStates } from '@/components/ui/states'
import { useLoadOnShow } from '@/components/use-load-on-show'
import { ApiError } from '@/core/errors'
import { useStores } from '@/stores'
import { personalSettings, savePersonalSettings } from '../api'
import '../components/index.scss'
import '@/i18n/ns/personal'

function Notifications() {
  const { t } = useTranslation()
  const { session } = useStores()
  const settings = useLoadOnShow<PersonalSettings>(personalSettings)
  const [emailError, setEmailError] = useState<NotifyTopic | null>(null)

  const flip = async (topic: NotifyTopic, channel: NotifyChannel, on: boolean) => {
    setEmailError(null)
    try {
      settings.set(await savePersonalSettings({ Notifications: { [topic]: { [channel]: on } } }))
    } catch (e) {
      if (e instanceof ApiError && e.code === ErrorCode.ValidationFailed && channel === 'Email') setEmailError(topic)
    }
  }

  const s = settings.data
  return (
    <Page title="personal:notifications.title" testId="notifications-page">
      <LoadStates load={settings} data={s} staleError />
      {s &&
        NOTIFY_TOPICS.map((topic) => (
          <View key={topic} className="pc-card" data-testid={`notify-${topic}`}>
            <Text className="pc-card__title">{t(`personal:notifications.topics.${topic}`)}</Text>
            {NOTIFY_CHANNELS.map((channel) => (
              <View key={channel} className="pc-switch">
                <Text className="pc-switch__label">{t(`personal:notifications.channels.${channel}`)}</Text>
                <Toggle
                  checked={s.Notifications[topic][channel]}
                  label={`${t(`personal:notifications.topics.${topic}`)} · ${t(`personal:notifications.channels.${channel}`)}`}
                  onChange={(v) => void flip(topic, channel, v)}
                  testId={`notify-${topic}-${channel}`}
                />
              </View>
            ))}
            {emailError === topic && (
              <View className="pc-error" role="alert" data-testid="notify-email-error">
                <Text>{t('personal:notifications.needEmail')}</Text>
              </View>
            )}
          </View>
        ))}
      {s && (
        <View className="pc-note">
          <Text>{t('personal:notifications.emailHint', { email: session.personalInfor?.Email || t('personal:notifications.noEmail') })}</Text>
        </View>
      )}
    </Page>
  )
}

export default observer(Notifications)
