/**
 * /business/unstaff — non-employees the company books for (no account): search, department
 * filter, add, edit, delete (refused while they have open orders) and import.
 */
import PeopleScreen from '../components/people-screen'

export default function Unstaff() {
  return <PeopleScreen kind="unstaff" />
}
