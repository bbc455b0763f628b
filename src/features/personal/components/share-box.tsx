/** An alarm's share link with copy (and the browser's share sheet on H5 where there is one). */
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { Alarm } from '@api/personal'
import { canShareLink, shareLink } from '@/platform/share'
import { useStores } from '@/stores'
import { TextAction } from '@/components/ui/text-action'
import './index.scss'
import '@/i18n/ns/personal'

export default function ShareBox({ alarm, testId }: { alarm: Alarm; testId?: string }) {
  const { t } = useTranslation()
  const { ui } = useStores()
  return (
    <View className="pc-share" data-testid={testId}>
      <Text className="pc-share__url" data-testid={testId ? `${testId}-url` : undefined}>
        {alarm.ShareUrl}
      </Text>
      <Text className="pc-line">{t('personal:alarm.validUntil', { time: alarm.ShareExpiresAt })}</Text>
      <View className="pc-share__buttons">
        <TextAction
          block="pc-text-button"
          label={t('personal:alarm.copyLink')}
          onClick={() =>
            void Taro.setClipboardData({ data: alarm.ShareUrl }).then(
              () => ui.toast(t('personal:copied')),
              () => undefined,
            )
          }
          testId={testId ? `${testId}-copy` : undefined}
        />
        {canShareLink() && (
          <TextAction
            block="pc-text-button"
            label={t('personal:alarm.shareLink')}
            onClick={() => void shareLink(t('personal:share.title'), alarm.MessageText, alarm.ShareUrl)}
          />
        )}
      </View>
    </View>
  )
}
