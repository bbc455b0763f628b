/** /business/nailStaff — employees and their DingTalk binding: invite by link, unbind. */
import { observer } from 'mobx-react'
import Page from '@/components/page'
import MessengerScreen from '../components/messenger-screen'
import '../components/index.scss'
import '@/i18n/ns/business'

function NailStaff() {
  return (
    <Page title="business:messenger.title.dingtalkwork" testId="messenger-page">
      <MessengerScreen messenger="dingtalkwork" />
    </Page>
  )
}

export default observer(NailStaff)
