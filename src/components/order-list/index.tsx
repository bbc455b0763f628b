import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { OrderListRes, OrderStatusGroup, OrderTimeRange } from '@api/order'
import Page from '@/components/page'
import PullList from '@/components/pull-list'
import { usePaged } from '@/components/use-paged'
import { MainButton } from '@/components/ui/button'
import { Segmented } from '@/components/ui/form'
import { Tag } from '@/components/ui/tag'
import { useFormat } from '@/components/format'
import { go } from '@/core/navigate'
import { orderTone } from '@/domain/status-tone'
import { type RouteName } from '@/routes'
import { orderDetailsRoute, orderPayRoute } from '@/product-entries'
import { useStores } from '@/stores'
import './index.scss'
import '@/i18n/ns/kit'
import { Tabs } from '@/components/ui/tabs'

/** What travellers look for first: what they must pay, then what waits on someone else. */
const GROUPS: readonly OrderStatusGroup[] = ['All', 'PendingPayment', 'PendingApproval', 'Issued', 'RefundChange', 'Cancelled']

// Not ORDER_TIME_RANGES of types/api/order: a value from there would pull TypeBox into the bundle.
const RANGES: readonly OrderTimeRange[] = ['1M', '6M', '1Y']

export interface OrderListProps {
  /** Orders of this kind (orders.product). */
  load: (req: { StatusGroup: OrderStatusGroup; TimeRange: OrderTimeRange; PageIndex: number }) => Promise<OrderListRes>
  /** The details and cashier pages; without them, each order's own product's (a list of every product). */
  details?: RouteName
  pay?: RouteName
  search: RouteName
  /** 'Book a flight' under an empty list. */
  bookText: string
  /** Above the status tabs (a product's markets). */
  head?: ReactNode
  /** The status tab shown first (an address's `status`); default All. */
  status?: OrderStatusGroup
}

/**
 * Orders of a product by status group and booking period (1, 6, 12 months), newest first, with
 * pull-to-refresh and load-more; each card opens the order, and an order waiting for the
 * traveller's payment offers 'pay' right on the card. `load` changing starts the list afresh.
 */
function OrderList(p: OrderListProps) {
  const { t } = useTranslation()
  const f = useFormat()
  const { session } = useStores()
  const [group, setGroup] = useState<OrderStatusGroup>(p.status ?? 'All')
  const [range, setRange] = useState<OrderTimeRange>('6M')
  const query = useRef({ group, range })
  const latest = useRef(p.load)
  latest.current = p.load
  const paged = usePaged(async (page) => {
    const res = await latest.current({
      StatusGroup: query.current.group,
      TimeRange: query.current.range,
      PageIndex: page,
    })
    return { items: res.Orders, total: res.Total }
  })
  const { refresh } = paged
  const list = paged.state
  const choose = (g: OrderStatusGroup, r: OrderTimeRange) => {
    query.current = { group: g, range: r }
    setGroup(g)
    setRange(r)
    paged.reset()
    refresh().catch(() => undefined)
  }
  const open = (route: RouteName | null, orderNo: string) => {
    if (route) void go(route, { orderNo })
  }
  // Back from an order (paid, cancelled, refunded): the list shows what changed.
  useDidShow(() => {
    if (session.signedIn) refresh().catch(() => undefined)
  })
  const first = useRef(true)
  useEffect(() => {
    if (first.current) return void (first.current = false)
    paged.reset()
    refresh().catch(() => undefined)
  }, [p.load]) // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <View className="orders">
      <View className="orders__head">
        {p.head && <View className="orders__extra">{p.head}</View>}
        <Tabs
          list="orders__tabs"
          tab="orders__tab"
          options={GROUPS.map((g) => ({ value: g, label: t(`kit:orders.group.${g}`), testId: `orders-tab-${g}` }))}
          value={group}
          onChange={(g) => choose(g, range)}
        />
        <View className="orders__range">
          <Segmented
            options={RANGES.map((r) => ({ value: r, label: t(`kit:orders.range.${r}`) }))}
            value={range}
            onChange={(r) => choose(group, r)}
            testId="orders-range"
          />
        </View>
      </View>
      {list.items === null && !list.failed && (
        <View className="orders__skeletons" data-testid="orders-loading">
          {[0, 1, 2].map((i) => (
            <View key={i} className="orders__skeleton" />
          ))}
        </View>
      )}
      {list.failed && (
        <View className="orders__state" data-testid="orders-error">
          <Text>{t('common:loadFailed')}</Text>
          <MainButton kind="ghost" text={t('common:retry')} onClick={() => refresh().catch(() => undefined)} />
        </View>
      )}
      {list.items !== null && (
        <PullList
          className="orders__list"
          paged={paged}
          isEmpty={list.items.length === 0}
          empty={
            <View className="orders__state" data-testid="orders-empty">
              <Text>{t('kit:orders.empty')}</Text>
              <MainButton kind="ghost" text={p.bookText} onClick={() => void go(p.search)} />
            </View>
          }
          testId="orders-list"
        >
          {list.items.map((o) => (
            <View key={o.OrderNo} className="order-card" data-testid={`order-${o.OrderNo}`}>
              {/* The card opens the order; its pay button sits beside that, not inside it. */}
              <View className="order-card__main" role="button" onClick={() => open(p.details ?? orderDetailsRoute(o.Product), o.OrderNo)}>
                <View className="order-card__head">
                  <Text className="order-card__title">{o.Title}</Text>
                  <Tag tone={orderTone(o.Status)} text={o.StatusName} />
                </View>
                <Text className="order-card__sub">{o.SubTitle}</Text>
                <Text className="order-card__sub">{o.PassengerNames.join('、')}</Text>
                <View className="order-card__foot">
                  <Text className="order-card__time">{t('kit:orders.bookedAt', { time: o.CreatedAt })}</Text>
                  <Text className="order-card__amount">{f.money(o.TotalAmount)}</Text>
                </View>
              </View>
              {o.Actions.CanPay && (
                <View className="order-card__actions">
                  <View
                    className="order-card__pay"
                    role="button"
                    data-testid={`order-pay-${o.OrderNo}`}
                    onClick={() => open(p.pay ?? orderPayRoute(o.Product), o.OrderNo)}
                  >
                    <Text>{o.PersonalAmount > 0 ? t('kit:orders.pay', { amount: f.money(o.PersonalAmount) }) : t('kit:orders.confirmPay')}</Text>
                  </View>
                </View>
              )}
            </View>
          ))}
        </PullList>
      )}
    </View>
  )
}

export default observer(OrderList)

/** A product's orders page: the list under its title (each order opens its own product's details and cashier). */
export const OrdersPage = observer(({ title, ...list }: OrderListProps & { title: string }) => (
  <Page title={title} className="orders-page" testId="orders-page">
    <OrderList {...list} />
  </Page>
))
