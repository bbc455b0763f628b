/**
 * /personal/refundDetails — the refunds credited to my wallet (docs/money.md: a refund goes back
 * where the money came from): each with its order, when, the amount and the balance after it, by
 * month and product, as the wallet's records are.
 */
import { observer } from 'mobx-react'
import Page from '@/components/page'
import { walletRefunds } from '../api'
import Records from '../components/records'
import '../components/index.scss'
import '@/i18n/ns/money'

function RefundDetails() {
  return (
    <Page title="money:refunds.title" testId="refunds-page">
      <Records load={walletRefunds} unit="money" testId="refund-records" />
    </Page>
  )
}

export default observer(RefundDetails)
