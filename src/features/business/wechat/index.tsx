/** /business/wechatStaff — employees and their WeChat Work binding: invite by link, unbind. */
import MessengerScreen from '../components/messenger-screen'

export default function WechatStaff() {
  return <MessengerScreen messenger="wechatwork" />
}
