/** /business/bu — the company's business units (titled as the company names them): the shared list screen. */
import CatalogScreen from '../components/catalog-screen'

export default function BusinessUnitsPage() {
  return <CatalogScreen kind="bu" />
}
