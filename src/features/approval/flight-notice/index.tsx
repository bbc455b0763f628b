/** /message/flightNotice — flight status of my upcoming flights (MessagePermission.FlightDynamics). */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import Page from '@/components/page'
import { useStores } from '@/stores'
import MessageList from '../components/message-list'
import '../components/index.scss'
import '@/i18n/ns/approval'

function FlightNoticePage() {
  const { t } = useTranslation()
  const { power } = useStores()
  return (
    <Page title='approval:messages.flightTitle' testId='flight-notice'>
      {power.loaded && !power.can('MessagePermission.FlightDynamics') ? (
        <View className='ap-state' data-testid='flight-notice-denied'>
          <Text className='ap-state__text'>{t('approval:messages.noFlightPermission')}</Text>
        </View>
      ) : (
        <MessageList categories={['Flight']} testId='flight-notice-list' />
      )}
    </Page>
  )
}

export default observer(FlightNoticePage)
