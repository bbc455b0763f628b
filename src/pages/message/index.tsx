import { View, Text, Image } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { PowerKey } from '@api/index'
import Page from '@/components/page'
import { useStores } from '@/stores'
import { go } from '@/core/navigate'
import type { RouteName } from '@/routes'
import notice from '@/assets/entries/notice.png'
import './index.scss'

interface MessageEntry {
  key: string
  title: string
  desc: string
  icon: string
  needs: PowerKey[]
  route: RouteName
}

/** Message centre entries; approvals and flight status join as their features land. */
const ENTRIES: MessageEntry[] = [
  { key: 'announcements', title: 'shell:message.announcements', desc: 'shell:message.announcementsDesc', icon: notice, needs: [], route: 'announcementList' },
]

function Message() {
  const { power } = useStores()
  const { t } = useTranslation()
  const entries = ENTRIES.filter((e) => e.needs.every((k) => power.can(k)))
  return (
    <Page title='common:tabs.message' className='message' testId='message'>
      <View className='message__card'>
        {entries.map((e) => (
          <View key={e.key} className='message__row' role='button' data-testid={`message-${e.key}`} onClick={() => void go(e.route)}>
            <Image className='message__icon' src={e.icon} mode='aspectFit' />
            <View className='message__text'>
              <Text className='message__title'>{t(e.title)}</Text>
              <Text className='message__desc'>{t(e.desc)}</Text>
            </View>
            <Text className='message__arrow'>›</Text>
          </View>
        ))}
      </View>
    </Page>
  )
}

export default observer(Message)
