/** /business/cost — the company's cost centres: the shared list screen. */
import CatalogScreen from '../components/catalog-screen'

export default function CostCentresPage() {
  return <CatalogScreen kind="cost" />
}
