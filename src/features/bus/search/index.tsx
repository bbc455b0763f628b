/**
 * /bus/query — the bus search: from and to (a city for all its stations, or one station) with the
 * swap, the date within the sale window, the standard in a line, search; the orders under it. The
 * page is the kit's route search (components/route-search).
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import type { BusRankStandard } from '@api/bus'
import RouteSearch from '@/components/route-search'
import { go } from '@/core/navigate'
import { useStores } from '@/stores'
import { busRank, searchStations } from '../api'
import { policyLine, useBusText } from '../components/labels'
import { busSearch as s } from '../search-store'
import './index.scss'

function BusSearch() {
  const { session } = useStores()
  const { t, lang } = useBusText()
  const [rank, setRank] = useState<BusRankStandard | null | undefined>(undefined)
  useEffect(() => {
    if (session.signedIn) busRank().then(setRank, () => setRank(undefined))
  }, [session.signedIn])

  return (
    <RouteSearch
      ns="bus"
      store={s.route}
      power="BusinessPermission.Bus.Search"
      lang={lang}
      pair="places"
      one="place"
      search={(k) => searchStations(k).then((r) => r.Stations)}
      ids={{ picker: 'bus-picker', date: 'bus-date', calendar: 'bus-calendar', submit: 'search-buses' }}
      policy={rank === undefined ? undefined : policyLine(t, rank)}
      onSearch={() => {
        s.setFilter({ ...s.filter, depart: [], arrive: [], from: [], to: [], available: false })
        void go('busList')
      }}
      links={[{ text: t('bus:search.orders'), route: 'busOrderList', power: 'MyPermission.Orders.Bus.Enable', testId: 'open-bus-orders' }]}
    />
  )
}

export default observer(BusSearch)
