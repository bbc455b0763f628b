/** /travelApply/orderDetails?applicationNo= — the application (shared view with authOrderDetails). */
import DetailsView from './view'

export default function ApplicationDetailsPage() {
  return <DetailsView testId="apply-details-page" />
}
