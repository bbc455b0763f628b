// The complaint about a completed ride: nothing while the order may not be complained about; a
// reason and a text are both needed before it is sent; sent once, the page reloads the order; a
// refused complaint leaves the form as it was; a recorded one shows its reason and text.
import TestUtils from '@tarojs/test-utils-react'
import type { CarOrderDetail } from '@api/car'
import Complaint from '@/features/car/components/complaint'
import { byTestId, flush, tap, type } from './form-helpers'

const mockComplain = jest.fn()
jest.mock('@/features/car/api', () => ({
  complain: (orderNo: string, reason: string, text: string) => mockComplain(orderNo, reason, text),
}))

const order = (o: Partial<CarOrderDetail> = {}) =>
  ({ OrderNo: 'C2026120100001', Complaint: null, Actions: { CanComplain: true }, ...o }) as unknown as CarOrderDetail

describe('the car complaint', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
    mockComplain.mockReset()
  })
  async function mount(o: CarOrderDetail) {
    const done = jest.fn()
    mounted = new TestUtils()
    await mounted.mount(() => <Complaint o={o} done={done} />, {})
    await flush()
    return done
  }
  const send = () => byTestId('car-complaint-send')!

  it('shows nothing when the ride may not be complained about', async () => {
    await mount(order({ Actions: { CanComplain: false } as CarOrderDetail['Actions'] }))
    expect(byTestId('car-complain')).toBeNull()
    expect(byTestId('car-complained')).toBeNull()
  })

  it('asks a reason and a text, then sends them once and reloads the order', async () => {
    mockComplain.mockResolvedValue({})
    const done = await mount(order())
    expect(send().getAttribute('aria-disabled')).toBe('true')
    await tap(byTestId('car-complaint-RouteDetour'))
    expect(send().getAttribute('aria-disabled')).toBe('true')
    await tap(send())
    expect(mockComplain).not.toHaveBeenCalled()
    await type('car-complaint-text', '  The driver took a long way round  ')
    expect(send().getAttribute('aria-disabled')).toBe('false')
    await tap(send())
    await flush()
    expect(mockComplain).toHaveBeenCalledTimes(1)
    expect(mockComplain).toHaveBeenCalledWith('C2026120100001', 'RouteDetour', '  The driver took a long way round  ')
    expect(done).toHaveBeenCalledTimes(1)
  })

  it('a refused complaint keeps the form and does not reload', async () => {
    mockComplain.mockRejectedValue(new Error('1001'))
    const done = await mount(order())
    await tap(byTestId('car-complaint-FareWrong'))
    await type('car-complaint-text', 'Charged twice')
    await tap(send())
    await flush()
    expect(done).not.toHaveBeenCalled()
    expect(byTestId('car-complaint-FareWrong')!.getAttribute('aria-checked')).toBe('true')
    expect(send().getAttribute('aria-disabled')).toBe('false')
  })

  it('a recorded complaint shows its reason and text, and no form', async () => {
    await mount(
      order({
        Complaint: { Reason: 'FareWrong', ReasonName: 'Fare wrong', Text: 'Charged twice', At: '2026-12-01 10:00' },
        Actions: { CanComplain: false } as CarOrderDetail['Actions'],
      }),
    )
    expect(byTestId('car-complaint-reason')!.textContent).toBe('Fare wrong')
    expect(byTestId('car-complained')!.textContent).toContain('Charged twice')
    expect(byTestId('car-complaint-send')).toBeNull()
  })
})
