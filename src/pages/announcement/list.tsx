import { useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { NoticeSummary } from '@api/home'
import Page from '@/components/page'
import PullList from '@/components/pull-list'
import { useStores } from '@/stores'
import { go } from '@/core/navigate'
import { NOTICE_PAGE_SIZE, listNotices } from '@/shared/announcements'
import './index.scss'

function AnnouncementList() {
  const { session } = useStores()
  const { t } = useTranslation()
  const [items, setItems] = useState<NoticeSummary[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [pageIndex, setPageIndex] = useState(1)
  const [total, setTotal] = useState(0)

  const refresh = async () => {
    try {
      const r = await listNotices(1)
      setItems(r.Items)
      setTotal(r.Total)
      setPageIndex(1)
      setFailed(false)
    } catch (e) {
      setFailed(items === null)
      throw e
    }
  }
  const loadMore = async () => {
    const r = await listNotices(pageIndex + 1)
    setItems((prev) => [...(prev ?? []), ...r.Items])
    setPageIndex(pageIndex + 1)
    setTotal(r.Total)
    return (pageIndex + 1) * NOTICE_PAGE_SIZE < r.Total
  }
  useDidShow(() => {
    if (session.signedIn && items === null) refresh().catch(() => undefined)
  })

  return (
    <Page title='shell:announcement.list' className='notices' testId='announcement-list'>
      {items === null && !failed && (
        <View className='notices__skeletons'>
          {[0, 1, 2].map((i) => (
            <View key={i} className='notices__skeleton' />
          ))}
        </View>
      )}
      {failed && (
        <View className='notices__state'>
          <Text>{t('errors:systemBusy')}</Text>
          <View className='notices__retry' role='button' onClick={() => refresh().catch(() => undefined)}>
            <Text>{t('common:retry')}</Text>
          </View>
        </View>
      )}
      {items !== null && (
        <PullList
          className='notices__list'
          hasMore={items.length < total}
          onRefresh={refresh}
          onLoadMore={loadMore}
          isEmpty={items.length === 0}
          empty={<Text className='notices__state'>{t('shell:announcement.empty')}</Text>}
        >
          {items.map((n) => (
            <View key={n.Id} className='notices__item' role='button' onClick={() => void go('announcementDetails', { id: n.Id })}>
              <View className='notices__item-head'>
                {n.IsTop && <Text className='notices__tag'>TOP</Text>}
                <Text className='notices__title'>{n.Title}</Text>
              </View>
              <Text className='notices__summary'>{n.Summary}</Text>
              <Text className='notices__time'>{t('shell:announcement.publishedAt', { date: n.PublishTime })}</Text>
            </View>
          ))}
        </PullList>
      )}
    </Page>
  )
}

export default observer(AnnouncementList)
