// Order details, middle part: document numbers masked as on the booking form, and refund and change
// records as labelled lines (never one run-on text), in every language.
import TestUtils from '@tarojs/test-utils-react'
import type { FlightOrderDetail } from '@api/order'
import OrderSections from '@/features/flight/order-details/sections'
import { useTestLanguage } from './i18n'
import { byTestId, flush } from './form-helpers'

const ORDER = {
  OrderNo: 'F2026112700001',
  Passengers: [{ PassengerId: 1, PersonId: 5, Name: '张伟', PassengerType: 'Adult', IdType: 'IdCard', IdNo: '330106199211050093', Mobile: '' }],
  Tickets: [],
  Refunds: [
    {
      RefundNo: 'R1',
      StatusName: '已退票',
      ApprovalNo: '',
      PassengerIds: [1],
      RefundFee: 5000,
      RefundAmount: 70000,
      CompanyRefund: 70000,
      PersonalRefund: 0,
      Reason: 'R2 会议取消',
    },
  ],
  Changes: [
    {
      ChangeNo: 'C1',
      StatusName: '已改签',
      ApprovalNo: '',
      PassengerIds: [1],
      OldFlightNo: 'JD3151',
      NewFlightNo: 'JD3153',
      NewDepartDate: '2026-12-06',
      ChangeFee: 2700,
      PriceDifference: 14000,
      Reason: 'C3 行程推迟',
    },
  ],
  Contacts: [],
  ExtendFields: [],
  Attachments: [],
  CostCenterName: '',
  DepartmentName: '',
  BusinessUnitName: '',
  CustomItemName: '',
  Purpose: '',
  AuthorizationCode: '',
  Insurance: false,
} as unknown as FlightOrderDetail

describe('flight order details: travellers, refunds and changes', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })
  async function mount(lang: 'zh-CN' | 'zh-TW' | 'en' | 'ja') {
    useTestLanguage(lang)
    mounted = new TestUtils()
    await mounted.mount(() => <OrderSections order={ORDER} />, {})
    await flush()
  }

  it.each(['zh-CN', 'en'] as const)('masks the ID number as the booking form does (%s)', async (lang) => {
    await mount(lang)
    expect(byTestId('details-pax-id-0')?.textContent).toContain('330106********0093')
    expect(document.body.textContent).not.toContain('330106199211050093')
  })

  it.each(['zh-CN', 'zh-TW', 'en', 'ja'] as const)('shows each record field on its own labelled line (%s)', async (lang) => {
    await mount(lang)
    const changes = byTestId('details-changes')!
    const kv = (id: string) =>
      Array.from(changes.querySelectorAll(`[data-testid="${id}"]`)).map((e) => [
        e.querySelector('.od-kv__label')?.textContent,
        e.querySelector('.od-kv__value')?.textContent,
      ])
    expect(kv('record-travellers')).toEqual([[expect.any(String), '张伟']])
    expect(kv('record-change-fee')[0][1]).toContain('¥27')
    expect(kv('record-difference')[0][1]).toContain('¥140')
    expect(kv('record-reason')).toEqual([[expect.any(String), 'C3 行程推迟']])
    const refunds = byTestId('details-refunds')!
    expect(refunds.querySelector('[data-testid="record-reason"] .od-kv__value')?.textContent).toBe('R2 会议取消')
    expect(refunds.querySelector('[data-testid="record-refund-fee"] .od-kv__value')?.textContent).toBe('¥50')
  })
})
