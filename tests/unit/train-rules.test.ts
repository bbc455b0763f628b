/** The train rules the screens apply themselves (src/domain/train.ts), table by table. */
import {
  filterTrains,
  grabDeadlineChoices,
  grabDeadlineProblem,
  latestGrabDeadline,
  lowestPrice,
  NO_TRAIN_FILTER,
  seatLetterProblem,
  sortTrains,
  timeBandOf,
  toggleSeatLetter,
  trainSplit,
  typeGroupOf,
  type TrainLike,
} from '@/domain/train'

const seat = (SeatClass: TrainLike['Seats'][number]['SeatClass'], Price: number, Remaining: number) => ({ SeatClass, Price, Remaining })
const row = (
  TrainNo: string,
  DepartTime: string,
  ArriveTime: string,
  DurationMinutes: number,
  seats: TrainLike['Seats'],
  from = 'VNP',
  to = 'AOH',
): TrainLike => ({
  TrainNo,
  TrainType: TrainNo[0] as TrainLike['TrainType'],
  DepartDate: '2026-12-01',
  DepartTime,
  ArriveTime,
  DurationMinutes,
  FromStation: { Code: from },
  ToStation: { Code: to },
  Seats: seats,
})

const G1 = row('G1', '06:35', '12:06', 331, [seat('Second', 60650, 0), seat('First', 97550, 3)])
const D9 = row('D9', '19:55', '07:40', 705, [seat('SoftSleeper', 79100, 0)], 'BJP')
const K21 = row('K21', '08:20', '23:10', 890, [seat('HardSeat', 14650, 40), seat('HardSleeper', 26350, 2)], 'BJP', 'SHH')
const G7 = row('G7', '08:30', '14:12', 342, [seat('Second', 60650, 200)])
const ALL = [G1, D9, K21, G7]

describe('filterTrains', () => {
  it.each([
    ['nothing chosen: every train', NO_TRAIN_FILTER, ['G1', 'D9', 'K21', 'G7']],
    ['high-speed (G, C)', { ...NO_TRAIN_FILTER, groups: ['GC'] }, ['G1', 'G7']],
    ['EMU and conventional', { ...NO_TRAIN_FILTER, groups: ['D', 'ZTK'] }, ['D9', 'K21']],
    ['leaving in the morning', { ...NO_TRAIN_FILTER, depart: ['Morning'] }, ['G1', 'K21', 'G7']],
    ['arriving in the evening', { ...NO_TRAIN_FILTER, arrive: ['Evening'] }, ['K21']],
    ['from Beijing (BJP) only', { ...NO_TRAIN_FILTER, from: ['BJP'] }, ['D9', 'K21']],
    ['to Shanghai (SHH) only', { ...NO_TRAIN_FILTER, to: ['SHH'] }, ['K21']],
    ['with tickets only', { ...NO_TRAIN_FILTER, available: true }, ['G1', 'K21', 'G7']],
    ['high-speed with tickets in the morning', { ...NO_TRAIN_FILTER, groups: ['GC'], depart: ['Morning'], available: true }, ['G1', 'G7']],
  ] as const)('%s', (_, f, want) => {
    expect(filterTrains(ALL, f as never).map((r) => r.TrainNo)).toEqual(want)
  })
})

describe('sortTrains and lowestPrice', () => {
  it.each([
    ['DepartEarly', ['G1', 'K21', 'G7', 'D9']],
    ['DepartLate', ['D9', 'G7', 'K21', 'G1']],
    ['DurationShort', ['G1', 'G7', 'D9', 'K21']],
    ['PriceLow', ['K21', 'G7', 'D9', 'G1']],
  ] as const)('%s', (sort, want) => {
    expect(sortTrains(ALL, sort).map((r) => r.TrainNo)).toEqual(want)
  })
  it.each([
    ['the cheapest class with a ticket', G1, 97550],
    ['every class sold out: the cheapest anyway', D9, 79100],
    ['no classes', row('C1', '07:00', '07:30', 30, []), null],
  ] as const)('%s', (_, r, want) => expect(lowestPrice(r)).toBe(want))
  it.each([
    ['00:00', 'Night'],
    ['05:59', 'Night'],
    ['06:00', 'Morning'],
    ['12:00', 'Afternoon'],
    ['18:00', 'Evening'],
    ['23:59', 'Evening'],
  ])('%s is %s', (t, band) => expect(timeBandOf(t)).toBe(band))
  it.each([
    ['G', 'GC'],
    ['C', 'GC'],
    ['D', 'D'],
    ['Z', 'ZTK'],
    ['T', 'ZTK'],
    ['K', 'ZTK'],
  ] as const)('%s trains are %s', (t, g) => expect(typeGroupOf(t)).toBe(g))
})

describe('seat letters', () => {
  const SECOND = ['A', 'B', 'C', 'D', 'F']
  it.each([
    ['none asked', [], 2, null],
    ['one per traveller', ['1D', '1F'], 2, null],
    ['a second row', ['1A', '2A'], 2, null],
    ['fewer than travellers', ['1D'], 2, 'train:seat.onePerTraveller'],
    ['more than travellers', ['1D', '1F'], 1, 'train:seat.onePerTraveller'],
    ['a letter the class has not (E)', ['1E'], 1, 'train:seat.unknownLetter'],
    ['a third row', ['3A'], 1, 'train:seat.unknownLetter'],
    ['twice the same seat', ['1D', '1D'], 2, 'train:seat.twice'],
  ] as const)('%s', (_, letters, n, want) => expect(seatLetterProblem(letters, n, SECOND)).toBe(want))
  it('first class has no B: refused', () => expect(seatLetterProblem(['1B'], 1, ['A', 'C', 'D', 'F'])).toBe('train:seat.unknownLetter'))
  it.each([
    ['adds', ['1D'], '1F', 2, ['1D', '1F']],
    ['removes a chosen one', ['1D', '1F'], '1D', 2, ['1F']],
    ['keeps the latest when full', ['1D'], '1F', 1, ['1F']],
  ] as const)('toggle %s', (_, from, seat2, max, want) => expect(toggleSeatLetter(from, seat2, max)).toEqual(want))
})

describe('grab deadline', () => {
  const at = (s: string) => Date.parse(`${s.replace(' ', 'T')}:00+08:00`)
  it.each([
    ['2026-12-01 09:05', '2026-12-01 07:05'],
    ['2026-12-01 01:00', '2026-11-30 23:00'],
    ['2026-12-01 09:07', '2026-12-01 07:05'],
  ])('the latest for a departure at %s is %s (China time, 5-minute steps)', (dep, want) => expect(latestGrabDeadline(dep)).toBe(want))
  it.each([
    ['in the future, early enough', '2026-12-01 06:00', null],
    ['exactly the latest', '2026-12-01 07:05', null],
    ['later than two hours before', '2026-12-01 07:10', 'train:grab.deadlineLate'],
    ['already past', '2026-11-30 09:00', 'train:grab.deadlinePast'],
    ['missing', '', 'train:grab.deadlineRequired'],
  ])('%s', (_, deadline, want) => expect(grabDeadlineProblem(deadline, '2026-12-01 09:05', at('2026-11-30 10:30'))).toBe(want))
  it('offers whole hours from the next one, then the latest; none once it has passed', () => {
    const list = grabDeadlineChoices('2026-12-01 09:05', at('2026-12-01 04:10'))
    expect(list).toEqual(['2026-12-01 05:00', '2026-12-01 06:00', '2026-12-01 07:00', '2026-12-01 07:05'])
    expect(grabDeadlineChoices('2026-12-01 09:05', at('2026-12-01 08:00'))).toEqual([])
    for (const d of list) expect(grabDeadlineProblem(d, '2026-12-01 09:05', at('2026-12-01 04:10'))).toBeNull()
  })
})

describe('trainSplit', () => {
  it.each([
    ['company pays all', 60650, 2, 60650, 'Company', { total: 121300, company: 121300, personal: 0 }],
    ['personal pays all', 60650, 1, null, 'Personal', { total: 60650, company: 0, personal: 60650 }],
    ['mixed over standard: up to the price to beat', 191100, 1, 60650, 'Mixed', { total: 191100, company: 60650, personal: 130450 }],
    ['mixed in standard: the company all', 60650, 3, null, 'Mixed', { total: 181950, company: 181950, personal: 0 }],
  ] as const)('%s', (_, price, n, beat, pay, want) => expect(trainSplit(price, n, beat, pay)).toEqual(want))
})
