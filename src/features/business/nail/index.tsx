/** /business/nailStaff — employees and their DingTalk binding: invite by link, unbind. */
import MessengerScreen from '../components/messenger-screen'

export default function NailStaff() {
  return <MessengerScreen messenger="dingtalkwork" />
}
