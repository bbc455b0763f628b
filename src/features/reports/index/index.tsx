/** /reports — the travel reports of the company or one's departments (ManagePermission.Report, or a department head's travel report). */
import { observer } from 'mobx-react'
import Page from '@/components/page'
import { ReportsScreen } from '../components/reports-screen'

function Reports() {
  return (
    <Page title="reports:title" testId="reports-page">
      <ReportsScreen />
    </Page>
  )
}

export default observer(Reports)
