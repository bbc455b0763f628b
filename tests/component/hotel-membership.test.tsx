// A hotel group's membership bound in the personal centre, on the booking form and the order:
// the form says the stay goes on the bound member number (masked) before submitting, and says
// nothing of it once a card is typed instead; the order details name the bound account.
import TestUtils from '@tarojs/test-utils-react'
import type { HotelOrderDetail, HotelPriceCheckRes, RatePlan } from '@api/hotel'
import type { BookingPageState } from '@/components/booking'
import { hotelDraft } from '@/features/hotel/booking-draft'
import { Stay } from '@/features/hotel/booking/parts'
import { Guests } from '@/features/hotel/order-details'
import type { HotelSelection } from '@/features/hotel/selection'
import { memoryKV, withJSON } from '@/platform/kv'
import '@/features/hotel/texts'
import { useTestLanguage } from './i18n'
import { byTestId, flush, tap } from './form-helpers'

const PLAN = {
  PlanCode: 'B0-F-P',
  Name: 'Room only',
  PayKind: 'Prepay',
  NeedsGuarantee: false,
  AvgPrice: 45000,
  Policy: { InPolicy: true, Violations: [], PriceToBeat: 60000 },
} as unknown as RatePlan
const SEL = {
  hotel: {
    HotelId: 201,
    Name: 'Hanting Shanghai Bund',
    Star: 2,
    Address: '',
    GroupCode: 'HUAZHU',
    GroupName: 'H World Group',
    CheckInFrom: '14:00',
    CheckOutBy: '12:00',
    international: false,
    cityName: 'Shanghai',
    photo: '',
  },
  room: { RoomCode: 'DK', Name: 'Deluxe King' },
  plan: PLAN,
  stay: { checkIn: '2026-12-07', checkOut: '2026-12-09', nights: 2, earlyMorning: false },
  occupancy: { rooms: 1, adults: 1, childAges: [] },
  passengerIds: [],
  reason: null,
} as unknown as HotelSelection
const PAGE = { shown: () => undefined, message: () => undefined } as unknown as BookingPageState
const BOUND = { GroupCode: 'HUAZHU', GroupName: 'H World Group', CardNo: '136****7788', Provider: 'Huazhu' }

describe('a bound hotel membership', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })

  async function form(bound: typeof BOUND | null) {
    useTestLanguage('en')
    const draft = hotelDraft(SEL, withJSON(memoryKV()))
    draft.setQuote({ Plan: PLAN, BoundMember: bound } as unknown as HotelPriceCheckRes)
    const utils = new TestUtils()
    mounted = utils
    await utils.mount(() => <Stay page={PAGE} draft={draft} sel={SEL} plan={PLAN} />, {})
    await flush()
  }

  it('says before submitting that the stay goes on the bound member number', async () => {
    await form(BOUND)
    expect(byTestId('hb-member-bound')?.textContent).toBe('Huazhu member 136****7788 — points go to this account')
    await tap(byTestId('hb-member-toggle'))
    expect(byTestId('hb-member-bound')).toBeNull()
  })

  it('says nothing without a bound membership of the group', async () => {
    await form(null)
    expect(byTestId('hb-member')).not.toBeNull()
    expect(byTestId('hb-member-bound')).toBeNull()
  })

  it('names the bound account in the order details', async () => {
    useTestLanguage('zh-CN')
    const o = {
      Guests: [],
      ChildAges: [],
      RoomCount: 1,
      SpecialRequests: [],
      Remark: '',
      MemberCard: BOUND,
      GuaranteeCard: null,
    } as unknown as HotelOrderDetail
    const utils = new TestUtils()
    mounted = utils
    await utils.mount(() => <Guests o={o} />, {})
    await flush()
    expect(byTestId('hd-member')?.textContent).toBe('华住会会员 136****7788（已绑定账户，积分累积到该账户）')
  })
})
