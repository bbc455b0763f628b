// The disruption assistant's pieces: the banner (nothing without an open disruption; on an order's
// page only that order's, with those that informed during the last day; a tap opens the
// assistant), an alternative's row (the sign of the price difference, the free-change badge, the
// policy tag with its note, the next-day mark, Keep) and the test console's form (nothing sent
// until every field is right, each problem said under its field; the server's refusal said too).
import TestUtils from '@tarojs/test-utils-react'
import type { Alternative, Disruption } from '@api/disruption'
import DisruptionBanner from '@/components/disruption-banner'
import { ApiError } from '@/core/errors'
import { setClockSource } from '@/core/clock'
import AlternativeRow from '@/features/disruption/components/alternative-row'
import EventForm from '@/features/disruption/components/event-form'
import { myDisruptions } from '@/shared/disruptions'
import '@/features/disruption/texts'
import { useTestLanguage } from './i18n'
import { byTestId, flush, tap, text, type } from './form-helpers'

const mockGo = jest.fn()
jest.mock('@/core/navigate', () => ({
  ...jest.requireActual('@/core/navigate'),
  go: (...args: unknown[]) => mockGo(...args),
}))

const disruption = (id: number, over: Partial<Disruption> = {}): Disruption => ({
  Id: id,
  OrderNo: 'F1',
  Product: 'Flight',
  ServiceNo: 'MU5101',
  DepartDate: '2026-12-01',
  Kind: 'Cancellation',
  Title: `Disruption ${id}`,
  Advice: `Advice ${id}`,
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

const alternative = (over: Partial<Alternative> = {}): Alternative => ({
  Token: 't1',
  Group: 'OtherCarrier',
  Product: 'Flight',
  ServiceNo: 'CA1502',
  CarrierName: 'Air China',
  DepartDate: '2026-12-01',
  DepartTime: '21:30',
  ArriveTime: '23:50',
  ArriveDayOffset: 0,
  FromName: 'Shanghai',
  ToName: 'Beijing',
  ClassName: 'Economy',
  Price: 90000,
  PriceDifference: 12000,
  Free: false,
  InPolicy: true,
  PolicyNote: '',
  SeatsLeft: 4,
  ...over,
})

let mounted: TestUtils | null = null
async function mount(render: () => JSX.Element) {
  mounted = new TestUtils()
  await mounted.mount(render, {})
  await flush()
}
afterEach(() => {
  mounted?.unmout()
  mounted = null
  mockGo.mockReset()
  myDisruptions.forget()
  setClockSource(null)
})
beforeEach(() => useTestLanguage('en'))

describe('the disruption banner', () => {
  const show = (items: Disruption[]) => myDisruptions.set(items, myDisruptions.generation)
  const shown = () => Array.from(document.querySelectorAll('[data-testid="disruption-banner-item"]')).map((el) => el.getAttribute('data-id'))

  it('is absent without an open disruption', async () => {
    show([disruption(1, { State: 'Rebooked' }), disruption(2, { State: 'Informed' })])
    await mount(() => <DisruptionBanner />)
    expect(byTestId('disruption-banner')).toBeNull()
  })

  it('shows the open ones with what changed and what to do; a tap opens the assistant', async () => {
    show([disruption(1), disruption(2, { State: 'Kept' }), disruption(3, { OrderNo: 'T9' })])
    await mount(() => <DisruptionBanner />)
    expect(shown()).toEqual(['1', '3'])
    expect(text()).toContain('Disruption 1')
    expect(text()).toContain('Advice 1')
    await tap(document.querySelector('[data-id="3"]'))
    expect(mockGo).toHaveBeenCalledWith('disruptionAssistant', { Id: 3 })
  })

  it("on an order's page shows only that order's, with those that informed during the last day", async () => {
    setClockSource(() => Date.UTC(2026, 10, 30, 4, 0)) // 12:00 in China
    show([
      disruption(1),
      disruption(2, { OrderNo: 'T9' }),
      disruption(3, { State: 'Informed', CreatedAt: '2026-11-30 08:00' }),
      disruption(4, { State: 'Informed', CreatedAt: '2026-11-28 08:00' }),
    ])
    await mount(() => <DisruptionBanner orderNo="F1" />)
    expect(shown()).toEqual(['1', '3'])
  })
})

describe("an alternative's row", () => {
  const row = () => byTestId('alternative')!
  const price = () => byTestId('alternative-price')!

  it('says a higher price with a plus, in policy, without a free badge or a day mark', async () => {
    await mount(() => <AlternativeRow alt={alternative()} keepLabel="Keep my flight" onChoose={() => undefined} />)
    expect(price().getAttribute('data-sign')).toBe('more')
    expect(price().textContent).toBe('+¥120')
    expect(byTestId('alternative-free')).toBeNull()
    expect(byTestId('alternative-policy')!.getAttribute('data-policy')).toBe('in')
    expect(byTestId('alternative-day')).toBeNull()
    expect(byTestId('alternative-seats')!.textContent).toBe('4 left')
    expect(row().textContent).toContain('Air China CA1502')
  })

  it('says a lower price with a minus sign', async () => {
    await mount(() => <AlternativeRow alt={alternative({ PriceDifference: -8000 })} keepLabel="" onChoose={() => undefined} />)
    expect(price().getAttribute('data-sign')).toBe('less')
    expect(price().textContent).toBe('\u2212¥80')
  })

  it("marks the same carrier's free change and nothing to pay", async () => {
    await mount(() => <AlternativeRow alt={alternative({ Group: 'SameCarrier', Free: true, PriceDifference: 0 })} keepLabel="" onChoose={() => undefined} />)
    expect(byTestId('alternative-free')!.textContent).toBe('Free change')
    expect(price().getAttribute('data-sign')).toBe('free')
    expect(price().textContent).toBe('No extra cost')
  })

  it('tags a choice out of policy with its note, and an arrival the next day', async () => {
    await mount(() => (
      <AlternativeRow
        alt={alternative({ InPolicy: false, PolicyNote: 'Above the cabin of your rank', ArriveDayOffset: 1 })}
        keepLabel=""
        onChoose={() => undefined}
      />
    ))
    expect(byTestId('alternative-policy')!.getAttribute('data-policy')).toBe('out')
    expect(byTestId('alternative-policy-note')!.textContent).toBe('Above the cabin of your rank')
    expect(byTestId('alternative-day')!.textContent).toBe('+1')
  })

  it('hands the tapped choice over; Keep is a row of its own', async () => {
    const chosen = jest.fn()
    await mount(() => (
      <>
        <AlternativeRow alt={alternative()} keepLabel="Keep my flight" onChoose={chosen} />
        <AlternativeRow alt={alternative({ Token: 'k', Group: 'Keep' })} keepLabel="Keep my flight" onChoose={chosen} />
      </>
    ))
    await tap(row())
    await tap(byTestId('alternative-keep'))
    expect(chosen.mock.calls.map(([a]) => a.Token)).toEqual(['t1', 'k'])
    expect(byTestId('alternative-keep')!.textContent).toContain('Keep my flight')
  })
})

describe("the test console's form", () => {
  const send = jest.fn()
  const sent = jest.fn()
  afterEach(() => {
    send.mockReset()
    sent.mockReset()
  })
  const mountForm = () => mount(() => <EventForm send={send} onSent={sent} />)
  const errors = () => Array.from(document.querySelectorAll('.form-row__error')).map((el) => el.textContent)

  it('sends nothing until every field is right, and says each problem under its field', async () => {
    setClockSource(() => Date.UTC(2026, 10, 30, 4, 0))
    await mountForm()
    expect(errors()).toEqual([])
    await tap(byTestId('console-send'))
    expect(send).not.toHaveBeenCalled()
    expect(errors()).toEqual(['Enter the flight or train number', 'Choose what happened'])
    await type('console-service-no', 'M')
    await tap(byTestId('console-kind-GateChange'))
    await type('console-gate', 'B12345678')
    expect(errors()).toEqual(['2 to 8 letters or digits, e.g. MU5101', 'Gate: 1 to 6 letters or digits'])
    await tap(byTestId('console-kind-Delay'))
    await type('console-minutes', '2000')
    expect(errors()).toContain('Minutes late: a whole number from 1 to 1440')
    await tap(byTestId('console-send'))
    expect(send).not.toHaveBeenCalled()
  })

  it('sends a checked event as its kind asks, and hands the answer over', async () => {
    setClockSource(() => Date.UTC(2026, 10, 30, 4, 0))
    const event = { Id: 9, Affected: 2 }
    send.mockResolvedValue({ Event: event })
    await mountForm()
    await type('console-service-no', 'mu5101')
    await tap(byTestId('console-kind-Delay'))
    await type('console-minutes', '45')
    await tap(byTestId('console-send'))
    await flush()
    expect(send).toHaveBeenCalledWith({ Product: 'Flight', ServiceNo: 'MU5101', DepartDate: '2026-11-30', Kind: 'Delay', DelayMinutes: 45 })
    expect(sent).toHaveBeenCalledWith(event)
  })

  it("offers a train's kinds for a train, and says the server's refusal under the form", async () => {
    send.mockRejectedValue(new ApiError('server', 'disruption/addEvent', 1001, 'No such train on that day', true))
    await mountForm()
    await tap(byTestId('console-product-Train'))
    expect(byTestId('console-kind-Suspension')).not.toBeNull()
    expect(byTestId('console-kind-GateChange')).toBeNull()
    await type('console-service-no', 'G101')
    await tap(byTestId('console-kind-Suspension'))
    await tap(byTestId('console-send'))
    await flush()
    expect(send).toHaveBeenCalledTimes(1)
    expect(byTestId('console-refused')!.textContent).toBe('No such train on that day')
    expect(sent).not.toHaveBeenCalled()
  })
})
