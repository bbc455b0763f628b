// The hotel's own widgets: a room type with its rate plans (cancellation in words, pay kind,
// policy, and book / over standard / sold out for the rooms asked), and the rooms-and-guests
// sheet (children need their ages before it can be done).
import TestUtils from '@tarojs/test-utils-react'
import type { RatePlan, RoomType } from '@api/hotel'
import RoomCard from '@/features/hotel/components/room-card'
import OccupancySheet from '@/features/hotel/components/occupancy-sheet'
import type { Occupancy } from '@/domain/hotel-stay'
import { useTestLanguage } from './i18n'
import { byTestId, flush, tap as click } from './form-helpers'

const plan = (over: Partial<RatePlan>): RatePlan => ({
  PlanCode: 'P1',
  Name: 'Room only',
  Breakfast: 0,
  BreakfastText: 'No breakfast',
  Cancel: { Kind: 'Free', FreeUntil: '2026-12-01 18:00', Penalty: 0, Text: 'Free cancellation until Dec 1 18:00' },
  PayKind: 'Prepay',
  NeedsGuarantee: false,
  AvgPrice: 45000,
  TotalPrice: 90000,
  Nights: [
    { Date: '2026-12-01', Price: 45000, LocalPrice: 45000 },
    { Date: '2026-12-02', Price: 45000, LocalPrice: 45000 },
  ],
  Currency: 'CNY',
  AvgLocalPrice: 45000,
  Remaining: 5,
  Policy: { InPolicy: true, Violations: [], PriceToBeat: 60000 },
  ...over,
})
const ROOM: RoomType = {
  RoomCode: 'DK',
  Name: 'Deluxe King',
  Area: 32,
  BedType: '1 king bed',
  MaxOccupancy: 2,
  Window: true,
  Smoking: false,
  Floor: '8-20',
  Photo: '/static/hotel/1-room.svg',
  Plans: [
    plan({}),
    plan({
      PlanCode: 'P2',
      Name: 'With breakfast',
      AvgPrice: 72000,
      PayKind: 'PayAtHotel',
      NeedsGuarantee: true,
      Cancel: { Kind: 'NonRefundable', FreeUntil: null, Penalty: 144000, Text: 'Non-refundable' },
      Policy: { InPolicy: false, Violations: [{ Kind: 'PriceCap', Message: 'Over the ¥600 nightly cap' }], PriceToBeat: 60000 },
    }),
    plan({ PlanCode: 'P3', Remaining: 1 }),
  ],
}

describe('hotel widgets', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })
  async function mount(node: () => JSX.Element) {
    useTestLanguage('en')
    mounted = new TestUtils()
    await mounted.mount(node, {})
    await flush()
  }

  it('shows each plan with its rule and pay kind, and books only what the rooms asked for allow', async () => {
    const booked: string[] = []
    await mount(() => <RoomCard room={ROOM} rooms={2} onBook={(p) => booked.push(p.PlanCode)} />)
    const plans = Array.from(document.querySelectorAll('[data-testid="rate-plan"]'))
    expect(plans.map((p) => p.getAttribute('data-policy'))).toEqual(['in', 'out', 'in'])
    expect(plans[0].textContent).toContain('Free cancellation until Dec 1 18:00')
    expect(plans[1].textContent).toContain('Pay at hotel')
    expect(plans[1].textContent).toContain('Card guarantee')
    expect(plans[1].textContent).toContain('Over the ¥600 nightly cap')
    const buttons = plans.map((p) => p.querySelector('[data-testid="book-plan"]') as HTMLElement)
    expect(buttons.map((b) => b.textContent)).toEqual(['Book', 'Book anyway', 'Sold out'])
    for (const b of buttons) await click(b)
    // One room left cannot hold two: that plan does not book.
    expect(booked).toEqual(['P1', 'P2'])
    expect(document.querySelector('.room-card__facts')?.textContent).toBe('32 m² · 1 king bed · sleeps 2 · window · non-smoking')
  })

  it('titles a plan once (its name already says the breakfast) and prices it as the server did', async () => {
    const room = { ...ROOM, Plans: [plan({ Name: 'Room only · free cancellation', AvgPrice: 44050 })] }
    await mount(() => <RoomCard room={room} rooms={1} onBook={() => undefined} />)
    expect(document.querySelector('.rate-plan__name')?.textContent).toBe('Room only · free cancellation')
    expect(document.querySelector('.rate-plan__price')?.textContent).toBe('¥440.50')
  })

  it('asks the age of every child before the rooms and guests are done', async () => {
    const done: Occupancy[] = []
    await mount(() => <OccupancySheet open value={{ rooms: 1, adults: 1, childAges: [] }} onDone={(o) => done.push(o)} onClose={() => undefined} />)
    const more = (id: string) => click(byTestId(id)!.querySelectorAll('[role="button"]')[1] as HTMLElement)
    await more('step-rooms')
    await more('step-children')
    expect(byTestId('occupancy-done')?.getAttribute('aria-disabled')).toBe('true')
    await click(byTestId('age-options')!.querySelectorAll('[role="radio"]')[7] as HTMLElement)
    expect(byTestId('child-age-0')?.textContent).toContain('7 yrs')
    await click(byTestId('occupancy-done')!)
    expect(done).toEqual([{ rooms: 2, adults: 1, childAges: [7] }])
  })
})
