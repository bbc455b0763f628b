/** /business/larkStaff — employees and their Feishu binding: invite by link, unbind. */
import MessengerScreen from '../components/messenger-screen'

export default function LarkStaff() {
  return <MessengerScreen messenger="feishuwork" />
}
