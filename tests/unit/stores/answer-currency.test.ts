// Kept search answers belong to the display currency they were asked in: the server words the
// amounts of their policy texts in it (docs/money.md#amounts-in-texts), so an answer asked in CNY
// is not shown, nor kept as the answer, once the currency is USD.
import type { GetFlightsRes } from '@api/flight'
import { DEFAULT_CURRENCY } from '@api/envelope'
import { memoryKV, withJSON } from '@/platform/kv'
import { rootStore } from '@/stores'
import { answerKey, answerOf, loadAnswer, type LoadState } from '@/shared/search-results'
import { FlightSearchStore } from '@/features/flight/search-store'
import { queryKey, type LegQuery } from '@/features/flight/search-params'
import * as flightApi from '@/features/flight/search-api'

const USD = { Currency: 'US Dollar', CurrencyCode: 'USD', CurrencySymbol: '$', CurrencyType: 1, RateMicro: 7_100_749 }

const answerIn = (code: string): GetFlightsRes => ({ Flights: [{ FlightNo: code } as never], RankStandard: null, Today: '2026-11-19' })

describe('kept search answers are keyed by the display currency', () => {
  afterEach(() => {
    rootStore.currency.setCurrency(DEFAULT_CURRENCY)
    jest.restoreAllMocks()
  })

  it('the key of a request names the currency its CurrencyType header sends', () => {
    rootStore.currency.setCurrency(DEFAULT_CURRENCY)
    const cny = answerKey('SHA|BJS')
    rootStore.currency.setCurrency(USD)
    expect(answerKey('SHA|BJS')).not.toBe(cny)
    rootStore.currency.setCurrency(DEFAULT_CURRENCY)
    expect(answerKey('SHA|BJS')).toBe(cny)
  })

  it('a list shows loading instead of the CNY answer, and the same search asks again in USD', async () => {
    rootStore.currency.setCurrency(DEFAULT_CURRENCY)
    const store: { resultKey: string; resultState: LoadState; rows: string[] } = { resultKey: '', resultState: 'idle', rows: [] }
    const fetch = jest.fn(async () => [rootStore.currency.code])
    const load = () =>
      loadAnswer(store, 'req', false, fetch, (rows) => {
        store.rows = rows
      })
    await load()
    expect(answerOf(store, 'req', store.rows)).toEqual({ state: 'done', rows: ['CNY'] })
    await load()
    expect(fetch).toHaveBeenCalledTimes(1)

    rootStore.currency.setCurrency(USD)
    expect(answerOf(store, 'req', store.rows)).toEqual({ state: 'loading', rows: [] })
    await load()
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(answerOf(store, 'req', store.rows)).toEqual({ state: 'done', rows: ['USD'] })
  })

  it('the flight list asks again after the currency changed, and shows only the USD answer', async () => {
    rootStore.currency.setCurrency(DEFAULT_CURRENCY)
    const getFlights = jest.spyOn(flightApi, 'getFlights').mockImplementation(async () => answerIn(rootStore.currency.code))
    const s = new FlightSearchStore(withJSON(memoryKV()), withJSON(memoryKV()))
    const q: LegQuery = { leg: 0, tripType: 'OneWay', from: 'SHA', to: 'BJS', date: '2026-12-01', returnDate: '', cabin: 'Economy', passengerIds: [] }
    await s.loadFlights(q)
    expect(answerOf(s, queryKey(q), s.rows).rows.map((r) => r.FlightNo)).toEqual(['CNY'])
    await s.loadFlights(q)
    expect(getFlights).toHaveBeenCalledTimes(1)

    rootStore.currency.setCurrency(USD)
    expect(answerOf(s, queryKey(q), s.rows)).toEqual({ state: 'loading', rows: [] })
    await s.loadFlights(q)
    expect(getFlights).toHaveBeenCalledTimes(2)
    expect(answerOf(s, queryKey(q), s.rows)).toEqual({ state: 'done', rows: [expect.objectContaining({ FlightNo: 'USD' })] })
  })

  it('an answer that words no amount (trains) stays shown in another currency, not asked again', async () => {
    rootStore.currency.setCurrency(DEFAULT_CURRENCY)
    const store = { resultKey: '', resultState: 'idle' as LoadState, rows: [] as string[], amountsInTexts: false }
    const fetch = jest.fn(async () => ['G1'])
    const load = () =>
      loadAnswer(store, 'req', false, fetch, (rows) => {
        store.rows = rows
      })
    await load()
    rootStore.currency.setCurrency(USD)
    expect(answerOf(store, 'req', store.rows)).toEqual({ state: 'done', rows: ['G1'] })
    await load()
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})
