/**
 * /business/staff — the company's employees (kept alive): search, filters, add, edit, disable or
 * enable, delete, import, and each one's booking permission (/business/staff/viewAndBooking).
 */
import { observer } from 'mobx-react'
import Page from '@/components/page'
import PeopleScreen from '../components/people-screen'
import '../components/index.scss'
import '@/i18n/ns/business'

function Staff() {
  return (
    <Page title="business:staff.title" testId="staff-page">
      <PeopleScreen kind="staff" />
    </Page>
  )
}

export default observer(Staff)
