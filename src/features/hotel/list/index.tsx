/**
 * /module/hotel/list — the hotels of the search (docs/ux.md result list): the stay and city on
 * top with the standard, a virtual list of rows with their policy tags, and a bar to sort
 * (recommended, price, star, distance) and filter (area, brand, group, facilities, pay kind,
 * free cancellation). Filters and sorts ask the server again.
 */
import { useCallback, useEffect } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { HotelRow, HotelSort } from '@api/hotel'
import { ResultBody, ResultPage, storeSort } from '@/components/result-list'
import { useResultLoad } from '@/components/result-list/use-result-load'
import { useFormat } from '@/components/format'
import { useSheets } from '@/components/use-sheets'
import { go } from '@/core/navigate'
import { replacePageQuery } from '@/platform/page-query'
import { answerOf } from '@/shared/search-results'
import { hotelGrams } from '@api/carbon-values'
import { useHotelQuery } from '../use-hotel-query'
import FilterSheet from '../components/filter-sheet'
import HotelRowCard, { HOTEL_ROW_HEIGHT } from '../components/hotel-row'
import { capFor, policyLine, useHotelText } from '../components/labels'
import StarPriceSheet, { BANDS } from '../components/star-price-sheet'
import { toHotelParams } from '../search-params'
import { activeFilterCount, cityName, hotelSearch as s, NO_LIST_FILTERS } from '../search-store'
import '../components/index.scss'
import './index.scss'

const SORTS: HotelSort[] = ['Recommended', 'PriceAsc', 'PriceDesc', 'StarDesc', 'Distance']

function HotelList() {
  const router = useRouter()
  const { t, lang } = useHotelText()
  const f = useFormat()
  const sheets = useSheets<'filter' | 'stars'>()
  useHotelQuery(router.params)
  const req = s.request(BANDS)
  const key = JSON.stringify(req)

  const load = useResultLoad(key, (force) => s.loadHotels(req, force))
  // Sort, stars and price and the list's filters chosen here go into the URL (replace): a reload
  // or a shared link shows the same list.
  useEffect(() => {
    replacePageQuery({ ...toHotelParams(s.query()), benchRows: router.params.benchRows })
  }, [key]) // eslint-disable-line react-hooks/exhaustive-deps

  // One function for the page's life: the memoised rows do not render again when the page does.
  const open = useCallback((row: HotelRow) => void go('hotelDetails', { ...toHotelParams(s.query()), hotelId: row.HotelId }), [])
  const { state, rows } = answerOf(s, key, s.rows)
  const filters = activeFilterCount(s.filters)

  const city = s.currentCity
  return (
    <ResultPage
      title="hotel:title.list"
      className="hotel-list"
      head={
        <View className="hotel-list__head" role="button" onClick={() => void go('hotelSearch')}>
          <Text className="hotel-list__city" data-testid="list-city">
            {cityName(city, lang)}
          </Text>
          <Text className="hotel-list__stay">{`${f.day(s.stay.checkIn)} – ${f.day(s.stay.checkOut)} · ${t('hotel:search.nights', { count: s.nights || 1 })}`}</Text>
          {s.keyword && <Text className="hotel-list__keyword">{s.keyword.name}</Text>}
        </View>
      }
      policy={state === 'done' && policyLine(t, s.resultRank, capFor(s.resultRank, city))}
      body={
        <ResultBody
          ns="hotel"
          state={state}
          rows={rows}
          onRetry={() => load(true)}
          actions={[{ text: t('hotel:list.changeSearch'), onPress: () => void go('hotelSearch'), solid: true }]}
          clear={filters ? { text: t('hotel:list.clearFilters'), onPress: () => s.setFilters(NO_LIST_FILTERS) } : null}
          rowHeight={HOTEL_ROW_HEIGHT}
          resetKey={key}
          renderRow={(row) => <HotelRowCard row={row} nightGrams={hotelGrams(1, city.country)} onPress={open} />}
        />
      }
      sort={storeSort(t, 'hotel:list.sortTitle', SORTS, 'hotel:sort', s)}
      tools={[
        {
          text: t('hotel:list.starPrice'),
          on: s.band !== null || s.stars.length > 0,
          testId: 'open-star-price',
          onPress: () => sheets.show('stars'),
        },
      ]}
      filter={{ text: t('hotel:list.filter'), count: filters, onPress: () => sheets.show('filter') }}
    >
      <StarPriceSheet
        open={sheets.open === 'stars'}
        stars={s.stars}
        band={s.band}
        onDone={sheets.done((stars, band) => s.setStarsAndBand(stars, band))}
        onClose={sheets.close}
      />
      <FilterSheet
        open={sheets.open === 'filter'}
        cityCode={city.code}
        value={s.filters}
        onApply={sheets.done((v) => s.setFilters(v))}
        onClose={sheets.close}
      />
    </ResultPage>
  )
}

export default observer(HotelList)
