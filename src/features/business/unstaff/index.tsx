/**
 * /business/unstaff — non-employees the company books for (no account): search, department
 * filter, add, edit, delete (refused while they have open orders) and import.
 */
import { observer } from 'mobx-react'
import Page from '@/components/page'
import PeopleScreen from '../components/people-screen'
import '../components/index.scss'
import '@/i18n/ns/business'

function Unstaff() {
  return (
    <Page title="business:unstaff.title" testId="unstaff-page">
      <PeopleScreen kind="unstaff" />
    </Page>
  )
}

export default observer(Unstaff)
