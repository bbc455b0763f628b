/** /message/center — all my messages (approvals, orders, flights), filterable by kind. */
import { observer } from 'mobx-react'
import type { MessageCategory } from '@api/message'
import Page from '@/components/page'
import { useStores } from '@/stores'
import MessageList from '../components/message-list'
import '../components/index.scss'
import '@/i18n/ns/approval'

function CenterPage() {
  const { power } = useStores()
  // Flight notices exist only for people with flight dynamics (the server hides them otherwise).
  const categories: (MessageCategory | 'All')[] = ['All', 'Approval', 'Order', ...(power.can('MessagePermission.FlightDynamics') ? (['Flight'] as const) : [])]
  return (
    <Page title="approval:messages.centerTitle" testId="message-center">
      <MessageList categories={categories} testId="center-list" />
    </Page>
  )
}

export default observer(CenterPage)
