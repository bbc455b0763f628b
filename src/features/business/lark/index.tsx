/** /business/larkStaff — employees and their Feishu binding: invite by link, unbind. */
import { observer } from 'mobx-react'
import Page from '@/components/page'
import MessengerScreen from '../components/messenger-screen'
import '../components/index.scss'
import '@/i18n/ns/business'

function LarkStaff() {
  return (
    <Page title="business:messenger.title.feishuwork" testId="messenger-page">
      <MessengerScreen messenger="feishuwork" />
    </Page>
  )
}

export default observer(LarkStaff)
