import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import Page from '@/components/page'
import { useRecord } from '@/components/use-record'
import { useRouteParams } from '@/core/route-params'
import { getNotice } from '@/shared/announcements'
import './index.scss'

function AnnouncementDetails() {
  const { t } = useTranslation()
  const id = Number(useRouteParams().id)
  const { data: notice, status } = useRecord(Number.isInteger(id) && id > 0 ? String(id) : '', (key) => getNotice(Number(key)))
  const failed = status === 'error'

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
