// A trip card's status tag speaks the kit's order colours: a cancelled trip is grey ('off'), not
// the green of a confirmed one; waiting on someone else orange, being issued blue.
import TestUtils from '@tarojs/test-utils-react'
import TripCard from '@/shared/trips/trip-card'
import type { TripItem } from '@/shared/trips/trips'
import { useTestLanguage } from './i18n'
import { flush } from './form-helpers'

const trip = (status: TripItem['status'], statusName: string): TripItem => ({
  orderNo: `T-${status}`,
  product: 'Flight',
  title: '北京 - 上海',
  flightNo: 'CA1501',
  date: '2026-12-02',
  time: '08:30',
  status,
  statusName,
  passengers: ['张三'],
  amount: 81000,
  roundTrip: false,
})

describe('trip card status', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })

  it.each([
    ['Cancelled', '已取消', 'off'],
    ['TicketIssued', '已出票', 'pass'],
    ['Confirmed', '已确认', 'pass'],
    ['PendingApproval', '待审批', 'wait'],
    ['Ticketing', '出票中', 'info'],
  ] as const)('%s shows its name in the %s tone', async (status, name, tone) => {
    useTestLanguage('zh-CN')
    mounted = new TestUtils()
    await mounted.mount(() => <TripCard trip={trip(status, name)} lang="zh-CN" today="2026-11-30" onOpen={() => undefined} />, {})
    await flush()
    const tag = Array.from(document.querySelectorAll('[data-tone]')).find((el) => el.textContent === name)
    expect(tag?.getAttribute('data-tone')).toBe(tone)
  })
})
