import { useEffect, useMemo, useState } from 'react'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { CabinItem } from '@api/flight'
import Page from '@/components/page'
import { useStores } from '@/stores'
import { back, go, replace } from '@/core/navigate'
import { useLoadable } from '@/components/use-loadable'
import { pagePathOf } from '@/routes'
import { ErrorBlock, Skeletons, StateBlock } from '@/components/ui/states'
import CabinRow from '../components/cabin-row'
import FlightHeader from '../components/flight-header'
import ReasonSheet from '../components/reason-sheet'
import { policyLine, useFlightText } from '../components/labels'
import { saveSelection, type ChosenSegment } from '../selection'
import { bookingParams } from '../booking-url'
import { missingReasons, saveReasons, type SegmentReason } from '../reasons'
import { getCabins, isOfferExpired } from '../search-api'
import { fromParams, returnLeg, toParams } from '../search-params'
import { flightSearch as s, outboundReasons } from '../search-store'
import './index.scss'
import '@/features/flight/texts'

function FlightCabins() {
  const router = useRouter()
  const { session, power, ui } = useStores()
  const { t, lang } = useFlightText()
  const params = router.params as Record<string, string | undefined>
  const q = useMemo(() => fromParams(params), [router.params]) // eslint-disable-line react-hooks/exhaustive-deps
  const flightNo = (params.flightNo ?? '').toUpperCase()
  const [expanded, setExpanded] = useState<string | null>(null)
  // The fare waiting for its reasons, and those given so far (one per broken rule).
  const [reasonFor, setReasonFor] = useState<{ cabin: CabinItem; given: SegmentReason[] } | null>(null)

  useEffect(() => {
    if (!q || !/^[A-Z0-9]{2}\d{3,4}$/.test(flightNo)) void replace('flightSearch')
  }, [q, flightNo])

  /**
   * docs/error-codes.md 305: the flight or fare is gone. Say so, and return to the list of this search with
   * fresh rows (the list page reloads when it shows again).
   */
  const offerExpired = () => {
    if (!q) return
    ui.toast(t('errors:offerExpired.flight'))
    s.invalidateResults()
    const pages = Taro.getCurrentPages()
    const previous = pages.length > 1 ? pages[pages.length - 2] : null
    const listPath = pagePathOf('flightList').replace(/^\//, '')
    if (previous && (previous.route ?? '').replace(/^\//, '').startsWith(listPath)) void back()
    else void replace('flightList', toParams(q))
  }

  const cabins = useLoadable(() =>
    getCabins({ from: q!.from, to: q!.to, date: q!.date, flightNo, passengerIds: q!.passengerIds }).catch((e: unknown) => {
      if (isOfferExpired(e)) offerExpired()
      throw e
    }),
  )
  const fetchCabins = () => {
    if (q) void cabins.reload()
  }
  const data = cabins.data

  useDidShow(() => {
    if (!session.signedIn || !q) return
    if (s.initState === 'idle') void s.loadInit()
    fetchCabins()
  })

  if (!q) return <Page title="flight:title.cabins" className="flight-cabins" />

  const proceed = (cabin: CabinItem, given: SegmentReason[]) => {
    if (!data) return
    const segment: ChosenSegment = {
      choice: {
        FlightNo: data.Flight.FlightNo,
        DepartDate: q.date,
        DepartCityCode: q.from,
        ArriveCityCode: q.to,
        CabinCode: cabin.CabinCode,
        Price: cabin.Price,
      },
      flight: data.Flight,
      cabin,
    }
    if (q.tripType === 'RoundTrip' && q.leg === 0) {
      s.setOutbound({ segment, reason: given[0] ?? null, reasons: given })
      void go('flightList', toParams(returnLeg(q)))
      return
    }
    const out = q.leg === 1 ? s.outbound : null
    if (q.leg === 1 && !out) {
      offerExpired()
      return
    }
    const segments = out ? [out.segment, segment] : [segment]
    const reasons = [...(out ? outboundReasons(out) : []), ...given]
    saveSelection({ tripType: q.tripType, segments, passengerIds: q.passengerIds })
    saveReasons(reasons)
    // The URL names the choice, so a reload of the booking page finds it again.
    void go('flightBooking', bookingParams(q, { tripType: q.tripType, segments, passengerIds: q.passengerIds }))
  }

  const book = (cabin: CabinItem) => {
    if (!power.can('BusinessPermission.Flight.Book')) {
      ui.toast(t('errors:noPermission'))
      return
    }
    // Out of policy or not the cheapest (the verdict says which): a reason before going on.
    if (!cabin.Policy.InPolicy) setReasonFor({ cabin, given: [] })
    else proceed(cabin, [])
  }

  const legLabel = q.tripType === 'RoundTrip' ? t(q.leg === 1 ? 'flight:trip.return' : 'flight:trip.outbound') : undefined
  return (
    <Page title="flight:title.cabins" className="flight-cabins" testId="flight-cabins">
      {!data && cabins.status === 'loading' && <Skeletons count={5} tall testId="cabins-skeleton" />}
      {!data && cabins.status === 'error' && !isOfferExpired(cabins.error) && (
        <ErrorBlock text={t('flight:cabins.loadFailed')} onRetry={fetchCabins} testId="cabins-error" />
      )}
      {data && (
        <View className="flight-cabins__content">
          <FlightHeader flight={data.Flight} legLabel={legLabel} today={s.today} />
          <Text className="flight-cabins__policy" data-testid="cabins-policy">
            {policyLine(t, lang, s.resultRank ?? s.rank)}
          </Text>
          {data.Cabins.length === 0 ? (
            <StateBlock
              text={t('flight:cabins.empty')}
              actions={[{ text: t('flight:cabins.backToList'), onPress: () => void back(), solid: true }]}
              testId="cabins-empty"
            />
          ) : (
            data.Cabins.map((c) => (
              <CabinRow
                key={c.CabinCode}
                cabin={c}
                expanded={expanded === c.CabinCode}
                showChildPrices={!!s.init?.IsDisplayChildAndInfantPrice}
                onToggle={() => setExpanded(expanded === c.CabinCode ? null : c.CabinCode)}
                onBook={book}
              />
            ))
          )}
        </View>
      )}
      {reasonFor && missingReasons(reasonFor.cabin.Policy, reasonFor.given).length > 0 && (
        <ReasonSheet
          key={missingReasons(reasonFor.cabin.Policy, reasonFor.given)[0]}
          open
          segmentIndex={q.leg}
          verdict={reasonFor.cabin.Policy}
          kind={missingReasons(reasonFor.cabin.Policy, reasonFor.given)[0]}
          onConfirm={(r) => {
            const given = [...reasonFor.given, r]
            // A fare breaking two rules asks for the next rule's reason before going on.
            if (missingReasons(reasonFor.cabin.Policy, given).length) setReasonFor({ cabin: reasonFor.cabin, given })
            else {
              setReasonFor(null)
              proceed(reasonFor.cabin, given)
            }
          }}
          onClose={() => setReasonFor(null)}
        />
      )}
    </Page>
  )
}

export default observer(FlightCabins)
