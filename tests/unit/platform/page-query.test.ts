import { onPageQueryChange, replacePageQuery } from '../../../src/platform/page-query.h5'
import { movedDate, fromParams, toParams, type LegQuery } from '../../../src/features/flight/search-params'

describe('page query (h5): a mounted page follows its URL', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('reports a changed query of the same hash path', () => {
    window.location.hash = '#/planeTicket/list?from=PEK&to=SHA&date=2026-12-10'
    const seen: [string, Record<string, string>][] = []
    const off = onPageQueryChange((path, params) => seen.push([path, params]))
    window.location.hash = '#/planeTicket/list?from=PEK&to=SHA&date=2026-12-14'
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    off()
    expect(seen.at(-1)).toEqual(['/planeTicket/list', { from: 'PEK', to: 'SHA', date: '2026-12-14' }])
  })

  it('replaces the query in place (no new history entry), keeping the path', () => {
    window.location.hash = '#/planeTicket/list?from=PEK&to=SHA&date=2026-12-10'
    const length = window.history.length
    replacePageQuery({ from: 'PEK', to: 'SHA', date: '2026-12-11' })
    expect(window.location.hash).toBe('#/planeTicket/list?from=PEK&to=SHA&date=2026-12-11')
    expect(window.history.length).toBe(length)
  })
})

describe('flight list: another day of the same search', () => {
  const q: LegQuery = fromParams({ trip: 'RoundTrip', leg: '0', from: 'PEK', to: 'SHA', date: '2026-12-10', ret: '2026-12-12', cabin: 'Economy' })!

  it('the URL of the picked day says that day', () => {
    expect(toParams(movedDate(q, '2026-12-11'))).toMatchObject({ date: '2026-12-11', ret: '2026-12-12' })
  })
  it('a later outbound day drags the return date along', () => {
    expect(movedDate(q, '2026-12-14')).toMatchObject({ date: '2026-12-14', returnDate: '2026-12-14' })
  })
  it('the return leg moves only its own day', () => {
    expect(movedDate({ ...q, leg: 1, from: 'SHA', to: 'PEK', date: '2026-12-12' }, '2026-12-13')).toMatchObject({
      date: '2026-12-13',
      returnDate: '2026-12-12',
    })
  })
})
