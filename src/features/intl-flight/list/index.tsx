/**
 * /intlPlaneTicket/list — the itineraries of each leg in turn (outbound, then return; or each leg of a multi-city trip): times,
 * duration, stops with their layovers, carriers, the lowest price with the fare's own currency and
 * the over-standard mark; an itinerary opens its flights and the fare families side by side, and a
 * chosen family moves on to the next leg, then to the booking.
 */
import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { IntlItinerary } from '@api/intlflight'
import Page from '@/components/page'
import { Sheet } from '@/components/ui/sheet'
import { ErrorBlock, Skeletons, StateBlock } from '@/components/ui/states'
import { PolicyTag } from '@/components/ui/tag'
import { useFormat } from '@/components/format'
import { go } from '@/core/navigate'
import { INTL_SORTS, arrangeItineraries, followsLeg, type IntlSort } from '@/domain/intl-flight'
import { shiftDay } from '@/domain/hotel-stay'
import { Chip } from '@/components/ui/chip'
import { onPageQueryChange, replacePageQuery } from '@/platform/page-query'
import { urlOf } from '@/routes'
import { useStores } from '@/stores'
import { FareCompare } from '../components/fares'
import { ItinerarySummary, SegmentList } from '../components/itinerary'
import { cityOf, legLabel, ownCurrency, useIntlText } from '../components/labels'
import { intlSearch as s } from '../store'
import '../components/index.scss'
import './index.scss'

function IntlList() {
  const { session, currency } = useStores()
  const { t } = useIntlText()
  const f = useFormat()
  const [open, setOpen] = useState<IntlItinerary | null>(null)
  const [sort, setSort] = useState<IntlSort>('depart')
  const [nonstopOnly, setNonstopOnly] = useState(false)

  // The page follows its URL (the search it was opened with; a reload or a shared link has no
  // search in memory): H5 may keep it mounted when only the query of the hash changes.
  const router = useRouter()
  const [params, setParams] = useState(() => router.params as Record<string, string | undefined>)
  useEffect(
    () =>
      onPageQueryChange((path, next) => {
        if (path.toLowerCase() === urlOf('intlList').toLowerCase()) setParams(next)
      }),
    [],
  )
  const paramsKey = JSON.stringify(params)
  useEffect(() => {
    // A URL without a usable search (an old link) gets the one in memory written into it.
    if (!s.applyQuery(params)) replacePageQuery(s.query)
    if (session.signedIn) void s.run()
    // Another display currency asks again: the answer's texts quote amounts in it.
  }, [session.signedIn, paramsKey, currency.type])

  const r = s.result
  const leg = s.legIndex
  const answer = r?.Legs[leg]
  const places = r?.Places ?? {}

  // A later leg offers only the itineraries leaving an hour after the chosen one before it lands.
  const previousArrival = leg > 0 ? s.choices[leg - 1]?.itinerary.Segments.at(-1)?.ArriveAt : null
  const following = (answer?.Itineraries ?? []).filter((it) => followsLeg(it.Segments[0].DepartAt, previousArrival))
  const hidden = (answer?.Itineraries.length ?? 0) - following.length
  const rows = arrangeItineraries(following, sort, nonstopOnly)
  // The day before or after, while choosing the first leg (a later leg's day would search the
  // whole trip again and drop the legs chosen): searched again, and written into the URL.
  const day = s.legs[0]?.Date ?? ''
  const canEarlier = day > shiftDay(s.today, 1)
  const moveDay = (by: number) => {
    const next = shiftDay(day, by)
    if (s.tripType === 'MultiCity') s.setLegDay(0, next)
    else s.setDates(next, null)
    replacePageQuery(s.query)
    setParams(s.query)
  }
  const title = answer
    ? `${cityOf(places, answer.Itineraries[0]?.Segments[0]?.From ?? answer.From)} → ${cityOf(places, answer.Itineraries[0]?.Segments.at(-1)?.To ?? answer.To)}`
    : ''
  return (
    <Page title="intlFlight:title.list" className="intl-list" testId="intl-list">
      <View className="intl-list__head" data-testid="intl-list-head">
        <Text className="intl-list__leg">{legLabel(t, s.tripType, leg, s.legs.length)}</Text>
        <Text className="intl-list__route">{`${title} · ${f.day(s.legs[leg].Date, s.today)} · ${t(`intlFlight:cabin.${s.cabin}`)}`}</Text>
      </View>
      {s.choices.map((c, i) => (
        <View key={i} className="intl-list__chosen" role="button" data-testid={`intl-chosen-${i}`} onClick={() => s.unchoose(i)}>
          <Text className="intl-list__chosen-text">{`${legLabel(t, s.tripType, i, s.legs.length)} · ${c.itinerary.Segments.map((x) => x.FlightNo).join('/')} · ${c.itinerary.Segments[0].DepartTime} · ${f.money(c.fare.Total)}`}</Text>
          <Text className="intl-list__chosen-change">{t('intlFlight:list.change')}</Text>
        </View>
      ))}
      {leg === 0 && (
        <View className="intl-list__days" data-testid="intl-days">
          <View
            className={`intl-list__day ${canEarlier ? '' : 'intl-list__day--off'}`}
            role="button"
            aria-disabled={!canEarlier}
            data-testid="intl-day-prev"
            onClick={() => canEarlier && moveDay(-1)}
          >
            <Text>{`‹ ${t('intlFlight:list.dayBefore')}`}</Text>
          </View>
          <Text className="intl-list__day-now">{f.day(day, s.today)}</Text>
          <View className="intl-list__day" role="button" data-testid="intl-day-next" onClick={() => moveDay(1)}>
            <Text>{`${t('intlFlight:list.dayAfter')} ›`}</Text>
          </View>
        </View>
      )}
      <View className="intl-list__tools" data-testid="intl-sort">
        {INTL_SORTS.map((k) => (
          <Chip key={k} role="radio" on={sort === k} look="outline" onTap={() => setSort(k)} testId={`intl-sort-${k}`}>
            {t(`intlFlight:list.sort.${k}`)}
          </Chip>
        ))}
        <Chip role="checkbox" on={nonstopOnly} look="outline" onTap={() => setNonstopOnly(!nonstopOnly)} testId="intl-nonstop-only">
          {t('intlFlight:list.nonstopOnly')}
        </Chip>
      </View>
      {s.state === 'loading' || s.state === 'idle' ? (
        <Skeletons count={4} tall testId="intl-list-loading" />
      ) : s.state === 'error' ? (
        <ErrorBlock onRetry={() => void s.run(true)} testId="intl-list-error" />
      ) : !answer || rows.length === 0 ? (
        <StateBlock text={t(hidden ? 'intlFlight:list.noneAfterPrevious' : 'intlFlight:list.empty')} testId="intl-list-empty" />
      ) : (
        <View className="intl-list__rows">
          {hidden > 0 && (
            <Text className="intl-list__hidden" data-testid="intl-list-hidden">
              {t('intlFlight:list.hiddenBeforePrevious', { count: hidden })}
            </Text>
          )}
          {rows.map((it) => {
            const low = it.Fares.reduce((a, b) => (b.Total < a.Total ? b : a), it.Fares[0])
            const own = low ? ownCurrency(low, it.FareCurrency) : ''
            const allOver = it.Fares.every((x) => !x.Policy.InPolicy)
            return (
              <View key={it.Key} className="intl-row" role="button" data-testid="intl-itinerary" data-key={it.Key} onClick={() => setOpen(it)}>
                <ItinerarySummary segments={it.Segments} layovers={it.Layovers} totalMinutes={it.TotalMinutes} places={places} carriers={r!.Carriers} />
                <View className="intl-row__price">
                  <Text className="intl-row__amount">{t('intlFlight:list.from', { price: f.money(it.LowestTotal) })}</Text>
                  {own && <Text className="intl-row__own">{own}</Text>}
                  {allOver && <PolicyTag inPolicy={false} testId="intl-over-standard" />}
                </View>
              </View>
            )
          })}
        </View>
      )}
      <Sheet open={!!open} title={t('intlFlight:fare.title')} onClose={() => setOpen(null)} full testId="intl-fare-sheet">
        {open && r && (
          <View className="intl-sheet">
            <SegmentList segments={open.Segments} layovers={open.Layovers} totalMinutes={open.TotalMinutes} places={places} carriers={r.Carriers} />
            <FareCompare
              fares={open.Fares}
              families={r.Families}
              currency={open.FareCurrency}
              onChoose={(fare) => {
                s.choose(leg, open, fare.Family)
                setOpen(null)
                if (s.complete) void go('intlBooking')
              }}
            />
          </View>
        )}
      </Sheet>
    </Page>
  )
}

export default observer(IntlList)
