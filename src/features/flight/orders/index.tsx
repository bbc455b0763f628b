/**
 * /planeTicket/orderList — flight orders by status group and booking period (1, 6, 12 months),
 * newest first, with pull-to-refresh and load-more; each card opens the order, and an order
 * waiting for the traveller's payment offers 'pay' right on the card.
 */
import { useRef, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { OrderStatusGroup, OrderTimeRange } from '@api/order'
import Page from '@/components/page'
import PullList from '@/components/pull-list'
import { usePaged } from '@/components/use-paged'
import { MainButton } from '@/components/ui/button'
import { Segmented } from '@/components/ui/form'
import { go } from '@/core/navigate'
import { useStores } from '@/stores'
import { orderList } from '../order-api'
import { useFormat } from '@/components/format'
import { Tag } from '@/components/ui/tag'
import { orderTone } from '@/domain/status-tone'
import '../components/order.scss'
import './index.scss'
import '@/i18n/ns/flight'

/** What travellers look for first: what they must pay, then what waits on someone else. */
const GROUPS: readonly OrderStatusGroup[] = ['All', 'PendingPayment', 'PendingApproval', 'Issued', 'RefundChange', 'Cancelled']

// Not ORDER_TIME_RANGES of types/api/order: a value from there would pull TypeBox into the bundle.
const RANGES: readonly OrderTimeRange[] = ['1M', '6M', '1Y']

function OrdersPage() {
  const { t } = useTranslation()
  const f = useFormat()
  const { session } = useStores()
  const [group, setGroup] = useState<OrderStatusGroup>('All')
  const [range, setRange] = useState<OrderTimeRange>('6M')
  const query = useRef({ group, range })
  const paged = usePaged(async (page) => {
    const res = await orderList({ StatusGroup: query.current.group, TimeRange: query.current.range, PageIndex: page })
    return { items: res.Orders, total: res.Total }
  })
  const { refresh, loadMore } = paged
  const list = paged.state
  const choose = (g: OrderStatusGroup, r: OrderTimeRange) => {
    query.current = { group: g, range: r }
    setGroup(g)
    setRange(r)
    paged.reset()
    refresh().catch(() => undefined)
  }
  // Back from an order (paid, cancelled, refunded): the list shows what changed.
  useDidShow(() => {
    if (session.signedIn) refresh().catch(() => undefined)
  })

  return (
    <Page title='flight:orders.title' className='orders-page' testId='orders-page'>
      <View className='orders'>
        <View className='orders__head'>
          <View className='orders__tabs' role='tablist'>
            {GROUPS.map((g) => (
              <View key={g} className={`orders__tab ${g === group ? 'orders__tab--on' : ''}`} role='tab' aria-selected={g === group} data-testid={`orders-tab-${g}`} onClick={() => choose(g, range)}>
                <Text>{t(`flight:orders.group.${g}`)}</Text>
              </View>
            ))}
          </View>
          <View className='orders__range'>
            <Segmented options={RANGES.map((r) => ({ value: r, label: t(`flight:orders.range.${r}`) }))} value={range} onChange={(r) => choose(group, r)} testId='orders-range' />
          </View>
        </View>
        {list.items === null && !list.failed && (
          <View className='orders__skeletons' data-testid='orders-loading'>
            {[0, 1, 2].map((i) => (
              <View key={i} className='orders__skeleton' />
            ))}
          </View>
        )}
        {list.failed && (
          <View className='orders__state' data-testid='orders-error'>
            <Text>{t('common:loadFailed')}</Text>
            <MainButton kind='ghost' text={t('common:retry')} onClick={() => refresh().catch(() => undefined)} />
          </View>
        )}
        {list.items !== null && (
          <PullList
            className='orders__list'
            hasMore={paged.hasMore}
            onRefresh={() => refresh()}
            onLoadMore={loadMore}
            isEmpty={list.items.length === 0}
            empty={
              <View className='orders__state' data-testid='orders-empty'>
                <Text>{t('flight:orders.empty')}</Text>
                <MainButton kind='ghost' text={t('flight:orders.book')} onClick={() => void go('flightSearch')} />
              </View>
            }
            testId='orders-list'
          >
            {list.items.map((o) => (
              <View key={o.OrderNo} className='order-card' role='button' data-testid={`order-${o.OrderNo}`} onClick={() => void go('flightOrderDetails', { orderNo: o.OrderNo })}>
                <View className='order-card__head'>
                  <Text className='order-card__title'>{o.Title}</Text>
                  <Tag tone={orderTone(o.Status)} text={o.StatusName} />
                </View>
                <Text className='order-card__sub'>{o.SubTitle}</Text>
                <Text className='order-card__sub'>{o.PassengerNames.join('、')}</Text>
                <View className='order-card__foot'>
                  <Text className='order-card__time'>{t('flight:orders.bookedAt', { time: o.CreatedAt })}</Text>
                  <Text className='order-card__amount'>{f.money(o.TotalAmount)}</Text>
                </View>
                {o.Actions.CanPay && (
                  <View className='order-card__actions'>
                    <View
                      className='order-card__pay'
                      role='button'
                      data-testid={`order-pay-${o.OrderNo}`}
                      onClick={(e) => {
                        e.stopPropagation()
                        void go('flightPay', { orderNo: o.OrderNo })
                      }}
                    >
                      <Text>{o.PersonalAmount > 0 ? t('flight:orders.pay', { amount: f.money(o.PersonalAmount) }) : t('flight:orders.confirmPay')}</Text>
                    </View>
                  </View>
                )}
              </View>
            ))}
          </PullList>
        )}
      </View>
    </Page>
  )
}

export default observer(OrdersPage)
