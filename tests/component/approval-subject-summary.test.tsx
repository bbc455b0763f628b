// The approver reads what they decide on for every kind of order: an international flight order
// (each flight, travellers, fare and total, the verdict with its violations and the reason, the
// inquiry sheet) and a train order show their content, not an empty card.
import TestUtils from '@tarojs/test-utils-react'
import type { ApprovalDetail, ApprovalIntlFlightOrder, ApprovalTrainOrder } from '@api/approval'
import { SubjectSummary } from '@/features/approval/components/subject-summary'
import { useTestLanguage } from './i18n'
import { byTestId, flush, text } from './form-helpers'

const money = {
  PaymentType: 'Company',
  PaymentTypeName: '公司支付',
  BookerName: '张伟',
  CompanyAmount: 0,
  PersonalAmount: 0,
  CostCenterName: '研发中心成本',
  Purpose: '客户拜访',
  AuthorizationCode: 'AUTH-77',
}
const INTL: ApprovalIntlFlightOrder = {
  ...money,
  OrderNo: 'I2026112700001',
  Status: 'PendingApproval',
  StatusName: '待审批',
  TripType: 'RoundTrip',
  Flights: ['MU551 上海 13:05 → 巴黎 19:25 · 2026-12-20 · 公务舱标准', 'MU554 巴黎 20:15 → 上海 14:10 · 2026-12-27 · 公务舱标准'],
  InPolicy: false,
  Violations: ['超出职级可订舱位（经济舱）'],
  PolicyReason: '会见客户',
  PassengerNames: ['张伟', 'ZHANG/WEI JR'],
  InquirySheetNo: 'Q2026112600003',
  Total: 5632000,
}
const TRAIN: ApprovalTrainOrder = {
  ...money,
  OrderNo: 'T2026112700001',
  Status: 'PendingApproval',
  StatusName: '待审批',
  Kind: 'Ticket',
  Journeys: ['G1 北京南 08:00 → 上海虹桥 12:28 · 2026-12-08 · 一等座'],
  InPolicy: true,
  Violations: [],
  PolicyReason: '',
  PassengerNames: ['张伟'],
  Total: 93300,
}

function detail(over: Partial<ApprovalDetail>): ApprovalDetail {
  return { FlightOrder: null, HotelOrder: null, TripApplication: null, AfterSale: null, ...over } as ApprovalDetail
}

describe('approval subject summary', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })
  async function mount(d: ApprovalDetail) {
    useTestLanguage('zh-CN')
    mounted = new TestUtils()
    await mounted.mount(() => <SubjectSummary detail={d} />, {})
    await flush()
  }

  it('shows an international flight order: each flight, travellers, fare and total, violations and reason', async () => {
    await mount(detail({ IntlFlightOrder: INTL }))
    expect(byTestId('subject-intl-flight')).toBeTruthy()
    const t = text()
    for (const f of INTL.Flights) expect(t).toContain(f)
    expect(byTestId('segment-1')).toBeTruthy()
    expect(byTestId('subject-passengers')?.textContent).toContain('张伟、ZHANG/WEI JR')
    expect(byTestId('subject-total')?.textContent).toContain('¥56,320')
    expect(t).toContain('超出职级可订舱位（经济舱）')
    expect(byTestId('segment-reason')?.textContent).toContain('会见客户')
    expect(t).toContain('Q2026112600003')
    expect(byTestId('subject-order-no')?.textContent).toContain('I2026112700001')
    expect(t).toContain('AUTH-77')
  })

  it('shows a train order: its journeys, passengers and total', async () => {
    await mount(detail({ TrainOrder: TRAIN }))
    expect(byTestId('subject-train')).toBeTruthy()
    const t = text()
    expect(t).toContain(TRAIN.Journeys[0])
    expect(byTestId('subject-passengers')?.textContent).toContain('张伟')
    expect(byTestId('subject-total')?.textContent).toContain('¥933')
  })
})
