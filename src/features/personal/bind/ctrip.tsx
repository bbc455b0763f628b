/** /personal/cTripBind — the Ctrip account (components/provider-page). */
import ProviderPage from '../components/provider-page'

export default function CtripBind() {
  return <ProviderPage provider="Ctrip" />
}
