/** /business/wechatStaff — employees and their WeChat Work binding: invite by link, unbind. */
import { observer } from 'mobx-react'
import Page from '@/components/page'
import MessengerScreen from '../components/messenger-screen'
import '../components/index.scss'
import '@/i18n/ns/business'

function WechatStaff() {
  return (
    <Page title="business:messenger.title.wechatwork" testId="messenger-page">
      <MessengerScreen messenger="wechatwork" />
    </Page>
  )
}

export default observer(WechatStaff)
