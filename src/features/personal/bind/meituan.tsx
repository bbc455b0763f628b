/** /personal/meituanBind — the Meituan account (components/provider-page). */
import ProviderPage from '../components/provider-page'

export default function MeituanBind() {
  return <ProviderPage provider="Meituan" />
}
