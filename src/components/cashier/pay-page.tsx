/**
 * A product's pay page (docs/kit.md): the order of the route through the product's order hook, the
 * kit's cashier, and back to the order's details once paid or when the traveller leaves. The
 * title and the note on what happens once paid are the product's texts (`<ns>:pay.title`,
 * `<ns>:pay.note`, the namespace its declaration names for the order kind); the product brings the
 * order in a few lines, and a note of its own where it depends on the order.
 */
import type { ReactNode } from 'react'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import Page from '@/components/page'
import type { LoadStatus } from '@/components/use-loadable'
import { replace } from '@/core/navigate'
import { orderDetailsRoute, orderTexts } from '@/product-entries'
import Cashier, { type CashierProps } from './index'

export interface PayPageProps<T extends CashierProps['order'] & object> {
  product: CashierProps['product']
  /** The product's order hook's answer (components/use-order.ts). */
  order: { orderNo: string; order: T | null; status: LoadStatus; load: () => Promise<unknown> }
  pay: CashierProps['pay']
  /** Instead of `<ns>:pay.note`: a note that depends on the order (paid at the hotel, a change). */
  note?: string
  /** The order in a few lines, once it is there. */
  children: (order: T) => ReactNode
}

function PayPage<T extends CashierProps['order'] & object>(p: PayPageProps<T>) {
  const { t } = useTranslation()
  const { orderNo, order, status, load } = p.order
  const ns = orderTexts(p.product)
  const toOrder = () => void replace(orderDetailsRoute(p.product)!, { orderNo })
  return (
    <Page title={`${ns}:pay.title`} className="pay-page" testId="pay-page">
      <Cashier
        product={p.product}
        orderNo={orderNo}
        order={order}
        status={status}
        load={load}
        pay={p.pay}
        note={p.note ?? t(`${ns}:pay.note`)}
        onPaid={toOrder}
        toOrder={toOrder}
        summary={order && p.children(order)}
      />
    </Page>
  )
}

export default observer(PayPage) as typeof PayPage
