/** /message/flightNotice — flight status of my upcoming flights (MessagePermission.FlightDynamics). */
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import Page from '@/components/page'
import { StateBlock } from '@/components/ui/states'
import { useStores } from '@/stores'
import MessageList from '../components/message-list'
import '../components/index.scss'
import '@/i18n/ns/approval'

function FlightNoticePage() {
  const { t } = useTranslation()
  const { power } = useStores()
  return (
    <Page title="approval:messages.flightTitle" testId="flight-notice">
      {power.loaded && !power.can('MessagePermission.FlightDynamics') ? (
        <StateBlock text={t('approval:messages.noFlightPermission')} testId="flight-notice-denied" />
      ) : (
        <MessageList categories={['Flight']} testId="flight-notice-list" />
      )}
    </Page>
  )
}

export default observer(FlightNoticePage)
