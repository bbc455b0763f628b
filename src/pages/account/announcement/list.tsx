import { useDidShow } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import { usePaged } from '@/components/use-paged'
import Page from '@/components/page'
import PullList from '@/components/pull-list'
import { useStores } from '@/stores'
import { go } from '@/core/navigate'
import { listNotices } from '@/shared/announcements'
import './index.scss'

function AnnouncementList() {
  const { session } = useStores()
  const { t } = useTranslation()
  const paged = usePaged(async (page) => {
    const r = await listNotices(page)
    return { items: r.Items, total: r.Total }
  })
  const { refresh } = paged
  const { items, failed } = paged.state
  useDidShow(() => {
    if (session.signedIn && items === null) refresh().catch(() => undefined)
  })

  return (
    <Page title="shell:announcement.list" className="notices" testId="announcement-list">
      {items === null && !failed && (
        <View className="notices__skeletons">
          {[0, 1, 2].map((i) => (
            <View key={i} className="notices__skeleton" />
          ))}
        </View>
      )}
      {failed && (
        <View className="notices__state">
          <Text>{t('errors:systemBusy')}</Text>
          <View className="notices__retry" role="button" onClick={() => refresh().catch(() => undefined)}>
            <Text>{t('common:retry')}</Text>
          </View>
        </View>
      )}
      {items !== null && (
        <PullList
          className="notices__list"
          paged={paged}
          isEmpty={items.length === 0}
          empty={<Text className="notices__state">{t('shell:announcement.empty')}</Text>}
        >
          {items.map((n) => (
            <View key={n.Id} className="notices__item" role="button" onClick={() => void go('announcementDetails', { id: n.Id })}>
              <View className="notices__item-head">
                {n.IsTop && <Text className="notices__tag">TOP</Text>}
                <Text className="notices__title">{n.Title}</Text>
              </View>
              <Text className="notices__summary">{n.Summary}</Text>
              <Text className="notices__time">{t('shell:announcement.publishedAt', { date: n.PublishTime })}</Text>
            </View>
          ))}
        </PullList>
      )}
    </Page>
  )
}

export default observer(AnnouncementList)
