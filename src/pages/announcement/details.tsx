import { useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { NoticeDetail } from '@api/home'
import Page from '@/components/page'
import { useStores } from '@/stores'
import { useRouteParams } from '@/core/route-params'
import { getNotice } from '@/shared/announcements'
import './index.scss'

function AnnouncementDetails() {
  const { session } = useStores()
  const { t } = useTranslation()
  const params = useRouteParams()
  const id = Number(params.id)
  const [notice, setNotice] = useState<NoticeDetail | null>(null)
  const [failed, setFailed] = useState(false)

  const load = () => {
    setFailed(false)
    getNotice(id).then(setNotice, () => setFailed(true))
  }
  useDidShow(() => {
    if (!session.signedIn) return
    if (Number.isInteger(id) && id > 0) load()
    else setFailed(true)
  })

  return (
    <Page title="shell:announcement.details" className="notices" testId="announcement-details">
      {!notice && !failed && <View className="notices__skeleton notices__skeleton--tall" />}
      {failed && (
        <View className="notices__state">
          <Text>{t('shell:error.notFoundHint')}</Text>
        </View>
      )}
      {notice && (
        <View className="notices__article">
          <Text className="notices__article-title">{notice.Title}</Text>
          <Text className="notices__time">{t('shell:announcement.publishedAt', { date: notice.PublishTime })}</Text>
          {notice.Content.split(/\n\s*\n/).map((para, i) => (
            <Text key={i} className="notices__para">
              {para}
            </Text>
          ))}
        </View>
      )}
    </Page>
  )
}

export default observer(AnnouncementDetails)
