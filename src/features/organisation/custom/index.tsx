/** /business/custom — the company's custom items (titled as the company names them): the shared list screen. */
import CatalogScreen from '../components/catalog-screen'

export default function CustomItemsPage() {
  return <CatalogScreen kind="custom" />
}
