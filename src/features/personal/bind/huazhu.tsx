/** /personal/huaZhuBind — the Huazhu account (components/provider-page). */
import ProviderPage from '../components/provider-page'

export default function HuazhuBind() {
  return <ProviderPage provider="Huazhu" />
}
