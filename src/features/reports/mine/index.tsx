/** /reports/mine — "my travel": the reports over one's own trips. */
import { observer } from 'mobx-react'
import Page from '@/components/page'
import { ReportsScreen } from '../components/reports-screen'

function MyTravel() {
  return (
    <Page title="reports:myTravel" testId="my-travel-page">
      <ReportsScreen mine />
    </Page>
  )
}

export default observer(MyTravel)
