/**
 * /trip/concern/list — followed trips: colleagues' journeys ahead that I booked or may view
 * (TripPermission.Attention), soonest first, each with who flies; a tap opens the order. Built
 * from the same order list as the trips tab, keeping what the tab leaves out: trips I am not on.
 */
import { useEffect } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import Page from '@/components/page'
import PullList from '@/components/pull-list'
import { go } from '@/core/navigate'
import { formatMonthDayWeekday, type Lang } from '@/domain/format'
import { asLang } from '@/components/format'
import { useStores } from '@/stores'
import { useTripOrders } from '@/shared/trips/api'
import TripsLoadFailed from '@/shared/trips/load-failed'
import { Tag } from '@/components/ui/tag'
import { orderTone } from '@/domain/status-tone'
import { daysUntil, detailsRouteOf, groupTrips, isTravelling, localNow, myName, tripOf, type TripItem } from '@/shared/trips/trips'
import './index.scss'
import '@/i18n/ns/trip'

function ConcernPage() {
  const { t, i18n } = useTranslation()
  const { session, power } = useStores()
  const lang: Lang = asLang(i18n.language)
  const paged = useTripOrders()
  const { refresh } = paged
  const { items: orders, failed } = paged.state
  useDidShow(() => {
    if (session.signedIn && power.can('TripPermission.Attention')) refresh().catch(() => undefined)
  })
  // Opened first (a reload or a shared link): the powers arrive after the page is shown.
  useEffect(() => {
    if (session.signedIn && power.loaded && power.can('TripPermission.Attention') && orders === null) refresh().catch(() => undefined)
  }, [power.loaded]) // eslint-disable-line react-hooks/exhaustive-deps

  const now = localNow()
  const today = now.slice(0, 10)
  const me = myName(session.personalInfor)
  const trips = (orders ?? [])
    .filter((o) => !isTravelling(o, me))
    .map(tripOf)
    .filter((x): x is TripItem => x !== null)
  const g = groupTrips(trips, now)
  const ahead = g.next ? [g.next, ...g.upcoming] : []
  const open = (trip: TripItem) => {
    const route = detailsRouteOf(trip.product)
    if (route) void go(route, { orderNo: trip.orderNo })
  }

  return (
    <Page title="trip:follow.title" className="concern" testId="trip-concern">
      {power.loaded && !power.can('TripPermission.Attention') ? (
        <View className="concern__state" data-testid="concern-denied">
          <Text className="concern__state-text">{t('trip:follow.denied')}</Text>
        </View>
      ) : (
        <View className="concern__screen">
          {orders === null && !failed && (
            <View data-testid="concern-loading" aria-busy="true">
              {[0, 1, 2].map((i) => (
                <View key={i} className="concern__skeleton" />
              ))}
            </View>
          )}
          {failed && <TripsLoadFailed block="concern" testId="concern-error" onRetry={() => refresh().catch(() => undefined)} />}
          {orders !== null && (
            <PullList
              className="concern__list"
              paged={paged}
              isEmpty={ahead.length === 0}
              empty={
                <View className="concern__state" data-testid="concern-empty">
                  <Text className="concern__state-text">{t('trip:follow.empty')}</Text>
                  <Text className="concern__state-hint">{t('trip:follow.emptyHint')}</Text>
                </View>
              }
              testId="concern-list"
            >
              {ahead.map((x) => {
                const days = daysUntil(x.date, today)
                return (
                  <View key={x.orderNo} className="concern-card" role="button" onClick={() => open(x)} data-testid={`concern-${x.orderNo}`}>
                    <View className="concern-card__head">
                      <Text className="concern-card__who">{x.passengers.join(t('trip:listSep'))}</Text>
                      <Tag tone={orderTone(x.status)} text={x.statusName} />
                    </View>
                    <Text className="concern-card__title">{x.title}</Text>
                    <Text className="concern-card__meta">
                      {[formatMonthDayWeekday(x.date, lang, { today }), x.time, x.flightNo, days > 1 ? t('trip:when.inDays', { n: days }) : '']
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </View>
                )
              })}
            </PullList>
          )}
        </View>
      )}
    </Page>
  )
}

export default observer(ConcernPage)
