/**
 * /business/staff — the company's employees (kept alive): search, filters, add, edit, disable or
 * enable, delete, import, and each one's booking permission (/business/staff/viewAndBooking).
 */
import PeopleScreen from '../components/people-screen'

export default function Staff() {
  return <PeopleScreen kind="staff" />
}
