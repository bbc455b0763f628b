/**
 * A product's pay page (docs/kit.md): the order of the route through the product's order hook, the
 * kit's cashier, and back to the order's details once paid or when the traveller leaves. The
 * product brings what is its own: the note on what happens once paid and the order in a few lines.
 */
import type { ReactNode } from 'react'
import { observer } from 'mobx-react'
import Page from '@/components/page'
import type { LoadStatus } from '@/components/use-loadable'
import { replace } from '@/core/navigate'
import { orderDetailsRoute } from '@/routes'
import Cashier, { type CashierProps } from './index'

export interface PayPageProps<T extends CashierProps['order'] & object> {
  /** i18n key of the page title. */
  title: string
  product: CashierProps['product']
  /** The product's order hook's answer (components/use-order.ts). */
  order: { orderNo: string; order: T | null; status: LoadStatus; load: () => Promise<unknown> }
  pay: CashierProps['pay']
  note: string
  /** The order in a few lines, once it is there. */
  children: (order: T) => ReactNode
}

function PayPage<T extends CashierProps['order'] & object>(p: PayPageProps<T>) {
  const { orderNo, order, status, load } = p.order
  const toOrder = () => void replace(orderDetailsRoute(p.product)!, { orderNo })
  return (
    <Page title={p.title} className="pay-page" testId="pay-page">
      <Cashier
        product={p.product}
        orderNo={orderNo}
        order={order}
        status={status}
        load={load}
        pay={p.pay}
        note={p.note}
        onPaid={toOrder}
        toOrder={toOrder}
        summary={order && p.children(order)}
      />
    </Page>
  )
}

export default observer(PayPage) as typeof PayPage
