/**
 * The trips tab (/trip/list): the traveller's journeys gathered from all their orders — the next
 * one on top as a highlighted card, then the others ahead, then the past ones — with pull to
 * refresh and more as older orders load. A trip opens its order. Followed trips (colleagues')
 * are one tap away for people allowed to follow (TripPermission.Attention). Under each trip ahead,
 * the emergency alarm (docs/personal.md) for every product in this one place. Without a network
 * the last fetched trips show, marked with when they were fetched, until the network returns.
 */
import { useEffect, useRef } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import Page from '@/components/page'
import DisruptionBanner from '@/components/disruption-banner'
import PullList from '@/components/pull-list'
import { SnapshotNote } from '@/components/ui/states'
import { go } from '@/core/navigate'
import { TRIPS_BOOK } from '@/product-entries'
import type { Lang } from '@/domain/format'
import { asLang } from '@/components/format'
import { useStores } from '@/stores'
import { refreshMessageBadge } from '@/shared/message-badge'
import { useTripOrders } from '@/shared/trips/api'
import TripsLoadFailed from '@/shared/trips/load-failed'
import TripCard from '@/shared/trips/trip-card'
import { useOrderCarbon } from '@/components/ui/co2-label'
import { detailsRouteOf, groupTrips, isTravelling, localNow, myName, tripOf, type TripItem } from '@/shared/trips/trips'
import './index.scss'
import '@/i18n/ns/trip'

function Trip() {
  const { t, i18n } = useTranslation()
  const { session, power, ui } = useStores()
  const lang: Lang = asLang(i18n.language)
  const paged = useTripOrders()
  const { refresh } = paged
  const data = { orders: paged.state.items, failed: paged.state.failed, staleAt: paged.state.meta?.staleAt ?? null }
  // Back online after showing the snapshot: the trips are fetched again (a failed first load retries by itself).
  const retry = useRef(false)
  retry.current = data.staleAt !== null
  useEffect(
    () =>
      ui.whenOnlineAgain(() => {
        if (retry.current && session.signedIn) refresh().catch(() => undefined)
      }),
    [],
  ) // eslint-disable-line react-hooks/exhaustive-deps
  useDidShow(() => {
    if (!session.signedIn) return
    void refreshMessageBadge()
    if (power.can('TripPermission.Enable')) refresh().catch(() => undefined)
  })
  // Opened first (a reload, a shared link, the tab at launch): the powers arrive after the page
  // is shown, and the trips are fetched then.
  useEffect(() => {
    if (session.signedIn && power.loaded && power.can('TripPermission.Enable') && data.orders === null) refresh().catch(() => undefined)
  }, [power.loaded]) // eslint-disable-line react-hooks/exhaustive-deps

  const open = (trip: TripItem) => {
    const route = detailsRouteOf(trip.product)
    if (route) void go(route, { orderNo: trip.orderNo })
  }

  const now = localNow()
  const today = now.slice(0, 10)
  const me = myName(session.personalInfor)
  const trips = (data.orders ?? [])
    .filter((o) => isTravelling(o, me))
    .map(tripOf)
    .filter((x): x is TripItem => x !== null)
  const g = groupTrips(trips, now)
  const carbon = useOrderCarbon([...(g.next ? [g.next] : []), ...g.upcoming, ...g.past].map((x) => x.orderNo))
  const empty = !g.next && g.past.length === 0
  const canFollow = power.can('TripPermission.Attention')

  if (power.loaded && !power.can('TripPermission.Enable')) {
    return (
      <Page title="common:tabs.trip" className="trip" testId="trip">
        <View className="trip__state" data-testid="trip-denied">
          <Text className="trip__state-text">{t('trip:denied')}</Text>
        </View>
      </Page>
    )
  }
  return (
    <Page title="common:tabs.trip" className="trip" testId="trip">
      <View className="trip__screen">
        <DisruptionBanner />
        {canFollow && (
          <View className="trip__follow" role="button" onClick={() => void go('tripConcern')} data-testid="trip-follow">
            <Text className="trip__follow-title">{t('trip:follow.entry')}</Text>
            <Text className="trip__follow-desc">{t('trip:follow.entryDesc')}</Text>
            <Text className="trip__arrow">›</Text>
          </View>
        )}
        <SnapshotNote at={data.staleAt} testId="trip-snapshot" />
        {data.orders === null && !data.failed && (
          <View data-testid="trip-loading" aria-busy="true">
            <View className="trip__skeleton trip__skeleton--next" />
            <View className="trip__skeleton" />
            <View className="trip__skeleton" />
          </View>
        )}
        {data.failed && <TripsLoadFailed block="trip" testId="trip-error" onRetry={() => refresh().catch(() => undefined)} />}
        {data.orders !== null && (
          <PullList
            className="trip__list"
            paged={paged}
            isEmpty={empty}
            empty={
              <View className="trip__state" data-testid="trip-empty">
                <Text className="trip__state-text">{t('trip:empty')}</Text>
                <Text className="trip__state-hint">{t('trip:emptyHint')}</Text>
                {TRIPS_BOOK && (
                  <View className="trip__button" role="button" onClick={() => void go(TRIPS_BOOK!.route, TRIPS_BOOK!.params)}>
                    <Text>{t(TRIPS_BOOK.label)}</Text>
                  </View>
                )}
              </View>
            }
            testId="trip-list"
          >
            {g.next && <TripCard trip={g.next} lang={lang} today={today} highlight grams={carbon.get(g.next.orderNo)} onOpen={open} />}
            {g.next && <AlarmLink orderNo={g.next.orderNo} />}
            {g.upcoming.length > 0 && <Text className="trip__section">{t('trip:upcoming')}</Text>}
            {g.upcoming.map((x) => (
              <View key={x.orderNo}>
                <TripCard trip={x} lang={lang} today={today} grams={carbon.get(x.orderNo)} onOpen={open} />
                <AlarmLink orderNo={x.orderNo} />
              </View>
            ))}
            {!g.next && !empty && (
              <View className="trip__none-ahead" data-testid="trip-none-ahead">
                <Text>{t('trip:noneAhead')}</Text>
              </View>
            )}
            {g.past.length > 0 && <Text className="trip__section">{t('trip:past')}</Text>}
            {g.past.map((x) => (
              <TripCard key={x.orderNo} trip={x} lang={lang} today={today} past grams={carbon.get(x.orderNo)} onOpen={open} />
            ))}
          </PullList>
        )}
      </View>
    </Page>
  )
}

/** The emergency alarm of a trip ahead: sends the trip to the emergency contact (features/personal). */
function AlarmLink({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation()
  return (
    <View className="trip__alarm" role="button" data-testid={`trip-alarm-${orderNo}`} onClick={() => void go('emergencyAlarm', { orderNo })}>
      <Text>{t('trip:alarm')}</Text>
    </View>
  )
}

export default observer(Trip)
