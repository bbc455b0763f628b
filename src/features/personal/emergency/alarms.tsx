/** /personal/emergencyAlarms — the alarms I raised, newest first: the trip, when, to whom, the message and its link. */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { AlarmListRes } from '@api/personal'
import Page from '@/components/page'
import { LoadStates, StateBlock } from '@/components/ui/states'
import { useLoadOnShow } from '@/components/use-load-on-show'
import { alarms } from '../api'
import ShareBox from '../components/share-box'
import '../components/index.scss'
import '@/i18n/ns/personal'

function EmergencyAlarms() {
  const { t } = useTranslation()
  const list = useLoadOnShow<AlarmListRes>(alarms)
  return (
    <Page title="personal:alarms.title" testId="alarms-page">
      <LoadStates load={list} data={list.data?.Alarms} staleError empty={<StateBlock text={t('personal:alarms.empty')} testId="alarms-empty" />} />
      {list.data?.Alarms.map((a) => (
        <View key={a.AlarmId} className="pc-card" data-testid="alarms-item">
          <View className="pc-card__head">
            <Text className="pc-card__title">{a.Trip.Title}</Text>
            <Text className="pc-label">{a.CreatedAt}</Text>
          </View>
          <Text className="pc-line">{a.Trip.SubTitle}</Text>
          <Text className="pc-line">{t('personal:alarms.to', { name: a.ContactName, phone: a.Mobile })}</Text>
          <Text className="pc-message">{a.MessageText}</Text>
          <ShareBox alarm={a} />
        </View>
      ))}
    </Page>
  )
}

export default observer(EmergencyAlarms)
