// The approval card shows who asks, what for, when, how much, the policy verdict with the
// traveller's reason, and the status in its colour — and opens the approval when tapped.
import TestUtils from '@tarojs/test-utils-react'
import type { ApprovalItem } from '@api/approval'
import ApprovalCard from '@/features/approval/components/approval-card'
import { useTestLanguage } from './i18n'
import { byTestId, flush, tap, text } from './form-helpers'
import { setClockSource } from '@/core/clock'

// The stamps leave out the current year; the card is read on a fixed China day of 2026 so the
// expectations hold in any year the suite runs.
beforeAll(() => setClockSource(() => Date.UTC(2026, 10, 23, 2, 0)))
afterAll(() => setClockSource(null))

function item(over: Partial<ApprovalItem> = {}, subject: Partial<ApprovalItem['Subject']> = {}): ApprovalItem {
  return {
    ApprovalNo: 'A20261122000001',
    Status: 'Pending',
    StatusName: '待审批',
    RequesterName: '张伟',
    RequesterDepartment: 'Mobile Development',
    SubmittedAt: '2026-11-22 09:30',
    DeadlineAt: '2026-11-23 09:30',
    CurrentLevel: 1,
    LevelCount: 2,
    CurrentApproverNames: ['李娜'],
    CanDecide: true,
    MyDecision: null,
    MyDecisionAt: '',
    LastReason: '',
    Subject: {
      Kind: 'FlightOrder',
      KindName: '机票',
      No: 'F2026112200001',
      Title: 'Beijing - Shanghai',
      SubTitle: 'CA1501 · 2026-12-08 08:00',
      StartDate: '2026-12-08',
      EndDate: '2026-12-08',
      TravellerNames: ['张伟'],
      Amount: 128000,
      InPolicy: false,
      Violations: ['Not the lowest fare within ±2h'],
      PolicyReasons: ['Meeting time'],
      Purpose: 'Client visit',
      ...subject,
    },
    ...over,
  }
}

describe('ApprovalCard', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })
  async function mount(i: ApprovalItem, tab: 'Pending' | 'Submitted' | 'Handled', lang: 'en' | 'zh-CN' = 'en') {
    useTestLanguage(lang)
    const opened: string[] = []
    const utils = new TestUtils()
    mounted = utils
    await utils.mount(() => <ApprovalCard item={i} tab={tab} onOpen={(no) => opened.push(no)} />, {})
    await flush()
    return opened
  }

  it('shows an out-of-policy order waiting for me with who, what, when, how much and why', async () => {
    const opened = await mount(item(), 'Pending')
    const t = text()
    expect(t).toContain('张伟')
    expect(t).toContain('Mobile Development')
    expect(t).toContain('Beijing - Shanghai')
    expect(t).toContain('CA1501 · 2026-12-08 08:00')
    expect(t).toContain('¥1,280')
    expect(t).toContain('Level 1 of 2')
    expect(byTestId('approval-policy')?.textContent).toBe('Out of Policy')
    expect(byTestId('approval-policy')?.getAttribute('data-policy')).toBe('out')
    expect(t).toContain('Not the lowest fare within ±2h')
    expect(byTestId('approval-reason')?.textContent).toBe('Reason: Meeting time')
    const tag = byTestId('status-tag')
    expect(tag?.textContent).toBe('Pending')
    expect(tag?.getAttribute('data-tone')).toBe('wait')
    expect(t).toMatch(/Expires/)
    await tap(byTestId('approval-A20261122000001'))
    expect(opened).toEqual(['A20261122000001'])
  })

  it('shows a rejection in red with the approver’s reason, in Chinese', async () => {
    await mount(
      item({ Status: 'Rejected', StatusName: '已驳回', LastReason: '本月预算已用完', CanDecide: false }, { InPolicy: true, Violations: [], PolicyReasons: [] }),
      'Submitted',
      'zh-CN',
    )
    const tag = byTestId('status-tag')
    expect(tag?.textContent).toBe('已驳回')
    expect(tag?.getAttribute('data-tone')).toBe('fail')
    expect(text()).toContain('审批意见：本月预算已用完')
    expect(byTestId('approval-policy')?.textContent).toBe('符合标准')
    expect(byTestId('approval-reason')).toBeNull()
    expect(text()).not.toContain('前未审批将过期')
  })

  it('shows a trip application with its budget and purpose, and my decision in the handled tab', async () => {
    await mount(
      item(
        { Status: 'Approved', StatusName: '已通过', MyDecision: 'Approved', MyDecisionAt: '2026-11-22 10:00', CanDecide: false },
        {
          Kind: 'TripApplication',
          Title: 'Beijing - Shenzhen - Beijing',
          SubTitle: '2026-12-21 ~ 2026-12-24 · 4 days',
          Amount: 1200000,
          InPolicy: true,
          Violations: [],
          PolicyReasons: [],
        },
      ),
      'Handled',
    )
    const t = text()
    expect(t).toContain('Trip Application')
    expect(t).toContain('Total budget')
    expect(t).toContain('¥12,000')
    expect(t).toContain('Purpose: Client visit')
    expect(t).toContain('You approved · Nov 22, 10:00')
    expect(byTestId('approval-policy')).toBeNull()
    expect(byTestId('status-tag')?.getAttribute('data-tone')).toBe('pass')
  })

  it('shows a refund and a change with what they give back or cost and their reason, no policy verdict', async () => {
    const refund = { Kind: 'FlightRefund' as const, No: 'R2026112200010001', Amount: 45400, InPolicy: true, Violations: [], PolicyReasons: ['R1 行程取消'] }
    await mount(item({}, refund), 'Pending', 'zh-CN')
    expect(text()).toContain('机票退票')
    expect(text()).toContain('退款金额')
    expect(text()).toContain('¥454')
    expect(byTestId('approval-reason')?.textContent).toBe('退票原因：R1 行程取消')
    expect(byTestId('approval-policy')).toBeNull()
    mounted?.unmout()
    await mount(item({}, { ...refund, Kind: 'FlightChange', PolicyReasons: ['Meeting moved'] }), 'Pending')
    expect(text()).toContain('Flight Change')
    expect(text()).toContain('Change cost')
    expect(byTestId('approval-reason')?.textContent).toBe('Change reason: Meeting moved')
    expect(text()).not.toContain('Purpose: Client visit')
  })
})
