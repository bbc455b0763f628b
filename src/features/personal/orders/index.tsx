/**
 * /personal/orders — my orders of every product in one list (the order kernel's list), with a
 * product tab above the kit's status tabs; each card opens its own product's details or cashier.
 * Only the products the person may see orders of get a tab.
 */
import { useCallback, useState } from 'react'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import Page from '@/components/page'
import OrderList from '@/components/order-list'
import { Segmented } from '@/components/ui/form'
import type { PowerKey } from '@api/index'
import { ORDER_STATUS_GROUPS, type OrderStatusGroup } from '@api/order'
import { useRouteParams } from '@/core/route-params'
import { useStores } from '@/stores'
import { DECLARED } from '@/products'
import { TRIPS_BOOK } from '@/product-entries'
import { myOrders } from '../api'
import '@/i18n/ns/personal'

/** A tab per product that lists its orders here, as each declares (src/products.ts). */
const PRODUCTS: { value: string; power: PowerKey }[] = DECLARED.flatMap((p) =>
  p.listed?.myOrders ? [{ value: p.listed.myOrders.kind, power: p.listed.myOrders.power }] : [],
)

function MyOrders() {
  const { t } = useTranslation()
  const { power } = useStores()
  const [product, setProduct] = useState('')
  // `?status=PendingPayment` (the personal centre's "to pay") opens that status tab.
  const asked = useRouteParams().status
  const status = (ORDER_STATUS_GROUPS as readonly string[]).includes(asked) ? (asked as OrderStatusGroup) : undefined
  const load = useCallback((req: Parameters<typeof myOrders>[1]) => myOrders(product, req), [product])
  const tabs = [
    { value: '', label: t('personal:orders.all') },
    ...PRODUCTS.filter((p) => power.can(p.power)).map((p) => ({ value: p.value, label: t(`personal:orders.product.${p.value}`) })),
  ]
  return (
    <Page title="personal:orders.title" className="orders-page" testId="orders-page">
      <OrderList
        load={load}
        search={TRIPS_BOOK?.route ?? 'home'}
        bookText={t('personal:orders.book')}
        head={<Segmented options={tabs} value={product} onChange={setProduct} testId="orders-product" />}
        status={status}
      />
    </Page>
  )
}

export default observer(MyOrders)
