/**
 * /intlPlaneTicket/query — the international flight search (docs/ux.md search form): one-way or
 * round trip, from and to (cities of the international airports, in the kit's city picker), the
 * dates in the kit's calendar, the cabin, search; my orders and the inquiry sheet under it.
 */
import { observer } from 'mobx-react'
import Page from '@/components/page'
import { MainButton } from '@/components/ui/button'
import { searchGate } from '@/components/search-gate'
import { SearchCard } from '@/components/search-card'
import SearchLinks from '@/components/search-links'
import { go } from '@/core/navigate'
import { useStores } from '@/stores'
import TripFields from '../components/trip-fields'
import { useIntlText } from '../components/labels'
import { intlSearch as s } from '../store'
import '../components/index.scss'
import './index.scss'

function IntlSearch() {
  const { power, ui } = useStores()
  const { t } = useIntlText()

  const gate = searchGate({ loaded: power.loaded, allowed: power.can('BusinessPermission.IntlFlight.Search'), t, ns: 'intlFlight', id: 'intl' })
  if (gate) return gate

  const submit = () => {
    const p = s.problem()
    if (p) return ui.toast(t(p))
    // The list's URL carries the search: a reload, back or a shared link shows the same one.
    void go('intlList', s.query)
  }

  return (
    <Page title="intlFlight:title.search" className="intl-search" testId="intl-search">
      <SearchCard block="intl-search">
        <TripFields />
        <MainButton kind="search" className="intl-search__button" text={t('intlFlight:search.button')} onClick={submit} testId="intl-search-button" />
      </SearchCard>
      <SearchLinks
        links={[
          { text: t('intlFlight:orders.title'), route: 'intlOrderList', power: 'MyPermission.Orders.IntlFlight.Enable', testId: 'intl-open-orders' },
          { text: t('intlFlight:sheet.listTitle'), route: 'intlSheetList', power: 'BusinessPermission.IntlFlight.InquirySheet', testId: 'intl-open-sheets' },
        ]}
        note={t('intlFlight:search.note')}
      />
    </Page>
  )
}

export default observer(IntlSearch)
