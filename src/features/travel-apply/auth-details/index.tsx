/** /personal/authOrderDetails?applicationNo= — an application opened from my list (same view). */
import DetailsView from '../details/view'

export default function AuthOrderDetailsPage() {
  return <DetailsView testId="auth-details-page" />
}
