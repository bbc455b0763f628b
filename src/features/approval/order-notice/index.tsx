/** /message/orderNotice — status changes of the orders I booked or travel on. */
import Page from '@/components/page'
import MessageList from '../components/message-list'
import '../components/index.scss'
import '@/i18n/ns/approval'

export default function OrderNoticePage() {
  return (
    <Page title="approval:messages.orderTitle" testId="order-notice">
      <MessageList categories={['Order']} testId="order-notice-list" />
    </Page>
  )
}
