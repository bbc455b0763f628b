import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import Calendar, { type CalendarLabels, type CalendarProps } from '@/components/calendar'
import { buildMonths, cellRole, isDisabled, nextSelection, nightsBetween } from '@/components/calendar/model'
import { formatMoney, weekdayNames } from '@/domain/format'

const LABELS: CalendarLabels = {
  close: 'Close',
  weekdays: weekdayNames('en'),
  monthTitle: (y, m) => `${m}/${y}`,
  today: 'Today',
  tomorrow: 'Tmrw',
  startTag: 'In',
  endTag: 'Out',
  pickEnd: 'Choose check-out',
  nights: (n) => `${n} night(s)`,
}

describe('calendar model', () => {
  it('builds every month from today to today + maxDays, padded to Sunday', () => {
    const months = buildMonths('2026-11-22', 365)
    expect(months.map((m) => m.key)).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
      '2027-07',
      '2027-08',
      '2027-09',
      '2027-10',
      '2027-11',
    ])
    // 2026-11-01 is a Sunday: no padding; 2026-12-01 is a Tuesday: two
    expect(months[0].cells[0]).toEqual({ date: '2026-11-01', day: 1, weekday: 0 })
    expect(months[1].cells.slice(0, 3)).toEqual([null, null, { date: '2026-12-01', day: 1, weekday: 2 }])
    expect(months[3].cells.filter(Boolean)).toHaveLength(28) // Feb 2027
  })

  it.each<[string, string | undefined, boolean]>([
    ['2026-11-21', undefined, true], // yesterday
    ['2026-11-22', undefined, false], // today
    ['2027-11-22', undefined, false], // the last bookable day
    ['2027-11-23', undefined, true],
    ['2026-11-24', '2026-11-25', true], // before the outbound date
    ['2026-11-25', '2026-11-25', false],
    ['garbage', undefined, true],
  ])('isDisabled(%s, min %s) = %s', (date, min, expected) => expect(isDisabled(date, { today: '2026-11-22', maxDays: 365, minDate: min })).toBe(expected))

  it.each([
    ['2026-11-24', '2026-11-24', null, 'single', 'single'],
    ['2026-11-25', '2026-11-24', null, 'single', null],
    ['2026-11-24', '2026-11-24', '2026-11-27', 'range', 'start'],
    ['2026-11-25', '2026-11-24', '2026-11-27', 'range', 'between'],
    ['2026-11-27', '2026-11-24', '2026-11-27', 'range', 'end'],
    ['2026-11-28', '2026-11-24', '2026-11-27', 'range', null],
  ] as const)('cellRole(%s | %s..%s, %s) = %s', (date, start, end, mode, role) => expect(cellRole(date, start, end, mode)).toBe(role))

  it('counts nights and steps through a range', () => {
    expect(nightsBetween('2026-11-24', '2026-11-27')).toBe(3)
    expect(nightsBetween('2026-11-24', null)).toBe(0)
    expect(nextSelection('2026-11-24', { start: null, end: null }, 'range')).toEqual({ start: '2026-11-24', end: null, done: false })
    expect(nextSelection('2026-11-26', { start: '2026-11-24', end: null }, 'range')).toEqual({ start: '2026-11-24', end: '2026-11-26', done: true })
    // a tap on or before the start begins again
    expect(nextSelection('2026-11-24', { start: '2026-11-24', end: null }, 'range')).toEqual({ start: '2026-11-24', end: null, done: false })
    expect(nextSelection('2026-11-30', { start: '2026-11-24', end: '2026-11-26' }, 'range')).toEqual({ start: '2026-11-30', end: null, done: false })
    expect(nextSelection('2026-11-30', { start: '2026-11-24', end: null }, 'single')).toEqual({ start: '2026-11-30', end: null, done: true })
  })
})

describe('Calendar', () => {
  // jsdom has no scrollIntoView; the calendar scrolls to the chosen month with it.
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn()
  })
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })

  async function mount(props: Partial<CalendarProps>) {
    const chosen: [string, string | null][] = []
    let closed = 0
    const utils = new TestUtils()
    mounted = utils
    await utils.mount(
      () => (
        <Calendar
          open
          title="Departure date"
          labels={LABELS}
          mode="single"
          today="2026-11-22"
          maxDays={365}
          start="2026-11-23"
          onSelect={(s, e) => chosen.push([s, e])}
          onClose={() => void closed++}
          {...props}
        />
      ),
      {},
    )
    return { utils, chosen, closed: () => closed }
  }

  const cell = (date: string) => document.querySelector(`[data-date="${date}"]`) as HTMLElement

  it('disables past days, labels today and tomorrow, shows weekday header and month titles', async () => {
    await mount({})
    expect(cell('2026-11-21').getAttribute('aria-disabled')).toBe('true')
    expect(cell('2026-11-22').getAttribute('aria-disabled')).toBe('false')
    expect(cell('2026-11-22').textContent).toBe('Today')
    expect(cell('2026-11-23').textContent).toBe('Tmrw')
    expect(cell('2026-11-24').textContent).toBe('24')
    expect(Array.from(document.querySelectorAll('.calendar__weekday')).map((e) => e.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])
    expect(document.querySelectorAll('.calendar__month')).toHaveLength(13)
    expect(document.body.textContent).toContain('11/2026')
    expect(cell('2026-11-23').getAttribute('aria-pressed')).toBe('true')
    expect(cell('2027-11-23').getAttribute('aria-disabled')).toBe('true')
  })

  it('a tap on a past day does nothing; a tap on a bookable day selects it and closes', async () => {
    const { utils, chosen, closed } = await mount({})
    await act(async () => utils.fireEvent.click(cell('2026-11-20')))
    expect(chosen).toEqual([])
    await act(async () => utils.fireEvent.click(cell('2026-12-01')))
    expect(chosen).toEqual([['2026-12-01', null]])
    expect(closed()).toBe(1)
  })

  it('shows the lowest price under each day where known, never under disabled days', async () => {
    const prices: Record<string, number> = { '2026-11-21': 50000, '2026-11-23': 75000, '2026-11-24': 62000 }
    await mount({ price: (d) => (d in prices ? { text: formatMoney(prices[d]), low: prices[d] === 62000 } : null) })
    expect(cell('2026-11-23').textContent).toBe('Tmrw¥750')
    expect(cell('2026-11-24').textContent).toBe('24¥620')
    expect(cell('2026-11-24').querySelector('.calendar__price--low')).not.toBeNull()
    expect(cell('2026-11-21').textContent).toBe('21') // past: no price
    expect(cell('2026-11-25').textContent).toBe('25') // unknown: nothing
  })

  it('honours a minimum date (a return not before the outbound)', async () => {
    const { utils, chosen } = await mount({ minDate: '2026-11-26', start: '2026-11-27' })
    expect(cell('2026-11-25').getAttribute('aria-disabled')).toBe('true')
    await act(async () => utils.fireEvent.click(cell('2026-11-25')))
    expect(chosen).toEqual([])
  })

  it('range mode: check-in, check-out, nights counted, then chosen', async () => {
    const { utils, chosen } = await mount({ mode: 'range', start: '2026-11-24', end: '2026-11-26' })
    const foot = () => document.querySelector('[data-testid="calendar-nights"]')!.textContent
    expect(foot()).toBe('2 night(s)')
    expect(cell('2026-11-24').textContent).toBe('24In')
    expect(cell('2026-11-26').textContent).toBe('26Out')
    expect(cell('2026-11-25').className).toContain('calendar__cell--between')
    await act(async () => utils.fireEvent.click(cell('2026-11-28')))
    expect(foot()).toBe('Choose check-out')
    expect(chosen).toEqual([])
    await act(async () => utils.fireEvent.click(cell('2026-12-02')))
    expect(chosen).toEqual([['2026-11-28', '2026-12-02']])
  })
})
