/**
 * /personal/integralMall — the points mall: my points (earned by travelling, one per ¥10 an order
 * cost), the catalogue with each item's price in points and its stock, redeeming (how many, within
 * the stock and the points I have), my redemptions and how my points came and went.
 */
import { useEffect, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { MallItem, MallItemsRes, MallOrder, PointsAccountRes } from '@api/money'
import Page from '@/components/page'
import PullList from '@/components/pull-list'
import { MainButton } from '@/components/ui/button'
import { Segmented } from '@/components/ui/form'
import { FormSheet } from '@/components/ui/form-sheet'
import { ErrorBlock, Skeletons, StateBlock } from '@/components/ui/states'
import { useFormat } from '@/components/format'
import { useLoadable } from '@/components/use-loadable'
import { usePaged } from '@/components/use-paged'
import { newRequestId } from '@/domain/booking'
import { redeemable } from '@/domain/mall'
import { useStores } from '@/stores'
import { mallItems, mallOrders, pointsAccount, pointsRecords, redeem } from '../api'
import Records from '../components/records'
import '../components/index.scss'
import '@/i18n/ns/money'

type Tab = 'items' | 'orders' | 'records'

function RedeemSheet(p: { item: MallItem; points: number; onClose: () => void; onDone: (o: MallOrder) => void }) {
  const { t } = useTranslation()
  const max = redeemable(p.item, p.points)
  const [quantity, setQuantity] = useState(1)
  const [requestId] = useState(() => newRequestId('mall'))
  const step = (d: number) => setQuantity((q) => Math.min(max, Math.max(1, q + d)))
  // A refusal (the stock ran out meanwhile) was shown by the server's message.
  const submit = async () => p.onDone(await redeem(requestId, p.item.ItemId, quantity))
  return (
    <FormSheet
      bottom
      title={t('money:mall.redeemTitle')}
      onClose={p.onClose}
      name="redeem"
      save={t('money:mall.confirm', { count: quantity * p.item.Price })}
      saveTestId="redeem-confirm"
      saveDisabled={max < 1}
      onSave={submit}
    >
      <View className="money-card">
        <Text className="money-card__title">{p.item.Name}</Text>
        <Text className="money-card__note">{t('money:mall.each', { count: p.item.Price })}</Text>
        <View className="mall-stepper">
          <Text className="money-card__label">{t('money:mall.quantity')}</Text>
          <View
            className={`mall-stepper__step ${quantity <= 1 ? 'mall-stepper__step--off' : ''}`}
            role="button"
            aria-label={t('money:mall.less')}
            aria-disabled={quantity <= 1}
            data-testid="redeem-less"
            onClick={() => step(-1)}
          >
            <Text>−</Text>
          </View>
          <Text className="mall-stepper__value" data-testid="redeem-quantity">
            {quantity}
          </Text>
          <View
            className={`mall-stepper__step ${quantity >= max ? 'mall-stepper__step--off' : ''}`}
            role="button"
            aria-label={t('money:mall.more')}
            aria-disabled={quantity >= max}
            data-testid="redeem-more"
            onClick={() => step(1)}
          >
            <Text>+</Text>
          </View>
        </View>
        <Text className="money-card__note">{t('money:mall.after', { count: p.points - quantity * p.item.Price })}</Text>
      </View>
    </FormSheet>
  )
}

function Orders() {
  const { t } = useTranslation()
  const f = useFormat()
  const paged = usePaged((page) => mallOrders(page).then((r) => ({ items: r.Items, total: r.Total })))
  // Shown when its tab is chosen (after the page showed): loads as it mounts.
  useEffect(() => void paged.refresh().catch(() => undefined), [])
  const items = paged.state.items
  if (items === null) return paged.state.failed ? <ErrorBlock onRetry={() => void paged.refresh().catch(() => undefined)} /> : <Skeletons count={3} />
  return (
    <PullList paged={paged} isEmpty={items.length === 0} empty={<StateBlock text={t('money:mall.noOrders')} testId="mall-orders-empty" />}>
      {items.map((o) => (
        <View key={o.MallOrderNo} className="money-record" data-testid="mall-order">
          <View className="money-record__main">
            <Text className="money-record__kind">{`${o.ItemName} × ${o.Quantity}`}</Text>
            <Text className="money-record__meta">{`${f.stamp(o.CreatedAt)} · ${o.MallOrderNo}`}</Text>
          </View>
          <View className="money-record__side">
            <Text className="money-record__amount">{`-${t('money:mall.count', { count: o.Points })}`}</Text>
          </View>
        </View>
      ))}
    </PullList>
  )
}

function PointsMall() {
  const { t } = useTranslation()
  const { session, ui } = useStores()
  const account = useLoadable<PointsAccountRes>(pointsAccount)
  const items = useLoadable<MallItemsRes>(mallItems)
  const [tab, setTab] = useState<Tab>('items')
  const [redeeming, setRedeeming] = useState<MallItem | null>(null)
  const [shown, setShown] = useState(0)
  const reload = () => {
    void account.reload()
    void items.reload()
    setShown((n) => n + 1)
  }
  useDidShow(() => {
    if (session.signedIn) reload()
  })
  const points = account.data?.Points ?? 0
  return (
    <Page title="money:mall.title" testId="mall-page">
      <View className="money-head">
        <Text className="money-head__label">{t('money:mall.balance')}</Text>
        {account.data ? (
          <Text className="money-head__amount" data-testid="mall-points">
            {t('money:mall.count', { count: points })}
          </Text>
        ) : account.status === 'error' ? (
          <ErrorBlock onRetry={() => void account.reload()} />
        ) : (
          <Text className="money-head__amount">—</Text>
        )}
        <Text className="money-head__note">{t('money:mall.earn')}</Text>
      </View>
      <View className="money-tabs">
        <Segmented
          options={(['items', 'orders', 'records'] as Tab[]).map((v) => ({ value: v, label: t(`money:mall.tab.${v}`) }))}
          value={tab}
          onChange={setTab}
          testId="mall-tab"
        />
      </View>
      {tab === 'items' && (
        <View className="mall-grid">
          {!items.data && (items.status === 'error' ? <ErrorBlock onRetry={() => void items.reload()} /> : <Skeletons count={3} />)}
          {items.data?.Items.map((it) => {
            const can = account.data ? redeemable(it, points) > 0 : false
            return (
              <View key={it.ItemId} className="mall-item" data-testid="mall-item" data-code={it.Code}>
                <Text className="mall-item__name">{it.Name}</Text>
                <Text className="mall-item__price">{t('money:mall.count', { count: it.Price })}</Text>
                <Text className="mall-item__stock">{it.Stock > 0 ? t('money:mall.stock', { count: it.Stock }) : t('money:mall.soldOut')}</Text>
                <MainButton
                  kind="ghost"
                  className="mall-item__button"
                  text={it.Stock === 0 ? t('money:mall.soldOut') : it.Price > points ? t('money:mall.short') : t('money:mall.redeem')}
                  disabled={!can}
                  onClick={() => setRedeeming(it)}
                  testId="mall-redeem"
                />
              </View>
            )
          })}
        </View>
      )}
      {tab === 'orders' && <Orders />}
      {tab === 'records' && <Records load={pointsRecords} unit="points" reloadKey={shown} testId="points-records" />}
      {redeeming && (
        <RedeemSheet
          item={redeeming}
          points={points}
          onClose={() => setRedeeming(null)}
          onDone={() => {
            setRedeeming(null)
            ui.toast(t('money:mall.redeemed'))
            reload()
            setTab('orders')
          }}
        />
      )}
    </Page>
  )
}

export default observer(PointsMall)
