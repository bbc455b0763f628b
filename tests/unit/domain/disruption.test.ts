// The disruption assistant's rules as tables: which disruptions a banner shows, how a price
// difference and a later arrival read, the groups in the server's order, and the test console's
// checks and request.
import type { Alternative, Disruption } from '@api/disruption'
import {
  bannerItems,
  checkEvent,
  dayMark,
  disruptionTone,
  eventRequest,
  groupAlternatives,
  groupKey,
  kindsFor,
  priceDifference,
  signedMoney,
  type EventDraft,
} from '@/domain/disruption'

const disruption = (id: number, over: Partial<Disruption>): Disruption => ({
  Id: id,
  OrderNo: 'F1',
  Product: 'Flight',
  ServiceNo: 'MU5101',
  DepartDate: '2026-12-01',
  Kind: 'Cancellation',
  Title: 'MU5101 is cancelled',
  Advice: 'Choose another flight',
  Involuntary: true,
  State: 'Open',
  StateName: 'Open',
  ScheduledDeparture: '2026-12-01 08:00',
  ExpectedDeparture: '',
  FromName: 'Shanghai',
  ToName: 'Beijing',
  NewOrderNo: '',
  OrderLink: { Path: '/planeTicket/orderDetails', Params: { OrderNo: 'F1' } },
  CreatedAt: '2026-11-30 09:00',
  ...over,
})

// 2026-11-30 12:00 China time (UTC+8).
const NOW = Date.UTC(2026, 10, 30, 4, 0)

describe('bannerItems', () => {
  const items = [
    disruption(1, {}),
    disruption(2, { State: 'Informed', Kind: 'GateChange', CreatedAt: '2026-11-30 08:00' }),
    disruption(3, { State: 'Informed', CreatedAt: '2026-11-29 11:59' }),
    disruption(4, { State: 'Rebooked', NewOrderNo: 'F2' }),
    disruption(5, { OrderNo: 'T9' }),
    disruption(6, { State: 'Informed', CreatedAt: '2026-11-29T12:30:00' }),
  ]
  it.each<[string, string | undefined, number[]]>([
    ['home and trips: every open one', undefined, [1, 5]],
    ["an order's page: its open ones and those that informed in the last day", 'F1', [1, 2, 6]],
    ['another order', 'T9', [5]],
    ['an order without any', 'X', []],
  ])('%s', (_, orderNo, ids) => {
    expect(bannerItems(items, NOW, orderNo).map((d) => d.Id)).toEqual(ids)
  })
})

describe('price difference', () => {
  const money = (fen: number) => `¥${fen / 100}`
  it.each<[boolean, number, string, string]>([
    [true, 0, 'free', ''],
    [true, 5000, 'free', ''],
    [false, 0, 'free', ''],
    [false, 12000, 'more', '+¥120'],
    [false, -8000, 'less', '\u2212¥80'],
  ])('Free %s, %i fen: %s %s', (free, diff, sign, text) => {
    const d = priceDifference({ Free: free, PriceDifference: diff })
    expect(d.sign).toBe(sign)
    expect(signedMoney(d, money)).toBe(text)
  })
})

describe('dayMark', () => {
  it.each([
    [0, ''],
    [1, '+1'],
    [2, '+2'],
    [-1, ''],
  ])('%i → %j', (offset, mark) => expect(dayMark(offset)).toBe(mark))
})

describe('groupAlternatives', () => {
  const alt = (token: string, group: Alternative['Group']) => ({ Token: token, Group: group }) as Alternative
  it('keeps the server order of the groups and of the choices in each', () => {
    const groups = groupAlternatives([alt('a', 'SameCarrier'), alt('b', 'OtherCarrier'), alt('c', 'SameCarrier'), alt('d', 'Train'), alt('k', 'Keep')])
    expect(groups.map((g) => [g.group, g.items.map((a) => a.Token)])).toEqual([
      ['SameCarrier', ['a', 'c']],
      ['OtherCarrier', ['b']],
      ['Train', ['d']],
      ['Keep', ['k']],
    ])
  })
  it('has no groups without alternatives', () => expect(groupAlternatives([])).toEqual([]))
})

describe('groupKey', () => {
  it.each<[Alternative['Group'], boolean, string]>([
    ['SameCarrier', false, 'group.SameCarrier'],
    ['OtherCarrier', false, 'group.OtherCarrier'],
    ['SameCarrier', true, 'groupRail.SameCarrier'],
    ['OtherCarrier', true, 'groupRail.OtherCarrier'],
    ['Train', true, 'group.Train'],
    ['Keep', true, 'group.Keep'],
  ])('%s (train: %s) reads %s', (group, rail, key) => expect(groupKey(group, rail)).toBe(key))
})

describe('disruptionTone', () => {
  it.each([
    ['Open', 'wait'],
    ['Rebooked', 'pass'],
    ['Kept', 'info'],
    ['Informed', 'off'],
  ])('%s is %s', (state, tone) => expect(disruptionTone(state)).toBe(tone))
})

describe('the test event', () => {
  const draft = (over: Partial<EventDraft>): EventDraft => ({
    product: 'Flight',
    mode: 'air',
    serviceNo: 'mu5101',
    date: '2026-12-01',
    kind: 'Delay',
    minutes: '45',
    gate: '',
    terminal: '',
    airport: '',
    ...over,
  })

  it('offers each service the kinds it can have', () => {
    expect(kindsFor('air')).toEqual(['Delay', 'Cancellation', 'GateChange', 'TerminalChange', 'Diversion'])
    expect(kindsFor('rail')).toEqual(['Delay', 'Cancellation', 'Suspension'])
  })

  it.each<[string, Partial<EventDraft>, string[]]>([
    ['a good delay', {}, []],
    ['no product', { product: '', mode: '' }, ['product:productRequired']],
    ['no number', { serviceNo: '  ' }, ['serviceNo:serviceNoRequired']],
    ['a number too short', { serviceNo: 'M' }, ['serviceNo:serviceNoFormat']],
    ['a number too long', { serviceNo: 'MU1234567' }, ['serviceNo:serviceNoFormat']],
    ['a number with a dash', { serviceNo: 'MU-51' }, ['serviceNo:serviceNoFormat']],
    ['no date', { date: '' }, ['date:dateRequired']],
    ['no kind', { kind: '' }, ['kind:kindRequired']],
    ['a suspended flight', { kind: 'Suspension' }, ['kind:kindNotAir']],
    ['a diverted train', { product: 'Train', mode: 'rail', kind: 'Diversion' }, ['kind:kindNotRail', 'airport:airportFormat']],
    ['a delay without minutes', { minutes: '' }, ['minutes:minutesRange']],
    ['a delay of 0 minutes', { minutes: '0' }, ['minutes:minutesRange']],
    ['a delay of 1441 minutes', { minutes: '1441' }, ['minutes:minutesRange']],
    ['a delay of 1.5 minutes', { minutes: '1.5' }, ['minutes:minutesRange']],
    ['a delay of 1440 minutes', { minutes: '1440' }, []],
    ['a gate change without a gate', { kind: 'GateChange' }, ['gate:gateFormat']],
    ['a gate too long', { kind: 'GateChange', gate: 'B1234567' }, ['gate:gateFormat']],
    ['a gate', { kind: 'GateChange', gate: 'b12' }, []],
    ['a terminal', { kind: 'TerminalChange', terminal: 'T2' }, []],
    ['a terminal too long', { kind: 'TerminalChange', terminal: 'T2345' }, ['terminal:terminalFormat']],
    ['an airport of two letters', { kind: 'Diversion', airport: 'TS' }, ['airport:airportFormat']],
    ['an airport', { kind: 'Diversion', airport: 'tsn' }, []],
    ['a cancellation asks nothing more', { kind: 'Cancellation', minutes: '' }, []],
    ['a suspended train', { product: 'Train', mode: 'rail', serviceNo: 'G101', kind: 'Suspension', minutes: '' }, []],
  ])('%s', (_, over, problems) => {
    expect(checkEvent(draft(over)).map((p) => `${p.field}:${p.key}`)).toEqual(problems)
  })

  it.each<[Partial<EventDraft>, object]>([
    [{}, { Product: 'Flight', ServiceNo: 'MU5101', DepartDate: '2026-12-01', Kind: 'Delay', DelayMinutes: 45 }],
    [
      { kind: 'GateChange', gate: ' b12 ' },
      { Product: 'Flight', ServiceNo: 'MU5101', DepartDate: '2026-12-01', Kind: 'GateChange', Gate: 'B12' },
    ],
    [
      { kind: 'TerminalChange', terminal: 't2' },
      { Product: 'Flight', ServiceNo: 'MU5101', DepartDate: '2026-12-01', Kind: 'TerminalChange', Terminal: 'T2' },
    ],
    [
      { kind: 'Diversion', airport: 'tsn' },
      { Product: 'Flight', ServiceNo: 'MU5101', DepartDate: '2026-12-01', Kind: 'Diversion', DivertedTo: 'TSN' },
    ],
    [{ kind: 'Cancellation' }, { Product: 'Flight', ServiceNo: 'MU5101', DepartDate: '2026-12-01', Kind: 'Cancellation' }],
  ])('sends %j as only its kind asks', (over, req) => {
    expect(eventRequest(draft(over))).toEqual(req)
  })
})
