// Approval statuses speak in the docs/ux.md colours, messages lead to the right page, rejection
// reasons are required and bounded, and the tab badge and countdown read as a phone shows them.
import { APPROVAL_SUBJECTS, VETTING_STATUSES, REJECT_REASON_MAX } from '@api/approval'
import { TRIP_APPLICATION_STATUSES } from '@api/trip-form'
import { applicationTone, approvalTone, checkRejectReason, countdownText, messageTarget, personName, subjectRole } from '@/features/approval/status'
import { stamp } from '@/components/format'
import { badgeText } from '@/shared/message-badge'
import zhCN from '@/i18n/locales/zh-CN/approval.json'
import en from '@/i18n/locales/en/approval.json'

describe('approval status → tag colour', () => {
  it.each([
    ['Pending', 'wait'],
    ['Approved', 'pass'],
    ['ManuallyPassed', 'pass'],
    ['SystemApproved', 'pass'],
    ['Rejected', 'fail'],
    ['Failed', 'fail'],
    ['Expired', 'off'],
    ['Cancelled', 'off'],
    ['Submitted', 'info'],
    ['Waiting', 'wait'],
    ['Skipped', 'off'],
    ['SomethingNew', 'off'],
  ])('%s is %s', (status, tone) => {
    expect(approvalTone(status)).toBe(tone)
  })

  it('has a glossary label for every status in Chinese and English', () => {
    for (const s of VETTING_STATUSES) {
      expect((zhCN.status as Record<string, string>)[s]).toBeTruthy()
      expect((en.status as Record<string, string>)[s]).toBeTruthy()
    }
    expect([zhCN.status.Pending, zhCN.status.Approved, zhCN.status.Rejected]).toEqual(['待审批', '已通过', '已驳回'])
    expect([en.status.Pending, en.status.Approved, en.status.Rejected]).toEqual(['Pending', 'Approved', 'Rejected'])
  })

  it.each([
    ['Unsubmitted', 'info'],
    ['Submitted', 'wait'],
    ['Approved', 'pass'],
    ['Rejected', 'fail'],
    ['Expired', 'off'],
    ['Cancelled', 'off'],
  ])('application %s is %s', (status, tone) => {
    expect(applicationTone(status)).toBe(tone)
  })

  it('covers every application status', () => {
    for (const s of TRIP_APPLICATION_STATUSES) expect(['info', 'wait', 'pass', 'fail', 'off']).toContain(applicationTone(s))
  })
})

describe('message → page', () => {
  it.each([
    [
      { Path: '/message/examine', Params: { ApprovalNo: 'A2026' } },
      { name: 'approvalDetails', params: { id: 'A2026' } },
    ],
    [
      { Path: '/planeTicket/orderDetails', Params: { OrderNo: 'F1' } },
      { name: 'flightOrderDetails', params: { orderNo: 'F1' } },
    ],
    [
      { Path: '/travelApply/orderDetails', Params: { ApplicationNo: 'TA1' } },
      { name: 'travelApplyDetails', params: { applicationNo: 'TA1' } },
    ],
    [
      { Path: '/personal/authOrderDetails', Params: { ApplicationNo: 'TA2' } },
      { name: 'travelApplyDetails', params: { applicationNo: 'TA2' } },
    ],
    [
      { Path: '/message/examine', Params: {} },
      { name: 'approvalList', params: {} },
    ],
    [
      { Path: '/disruption/assistant', Params: { Id: '7' } },
      { name: 'disruptionAssistant', params: { Id: '7' } },
    ],
  ])('%j', (link, target) => {
    expect(messageTarget(link)).toEqual(target)
  })

  it('goes nowhere without a link or for an unknown path', () => {
    expect(messageTarget(null)).toBeNull()
    expect(messageTarget({ Path: '/nowhere/at/all', Params: {} })).toBeNull()
  })
})

describe('rejection reason', () => {
  it.each([
    ['', 'approval:reject.required'],
    ['   ', 'approval:reject.required'],
    ['x'.repeat(REJECT_REASON_MAX + 1), 'approval:reject.tooLong'],
  ])('%j → %s', (text, key) => {
    expect(checkRejectReason(text)?.key).toBe(key)
  })

  it('accepts 1 to 200 characters, counting a Han character or an emoji once', () => {
    expect(checkRejectReason('超标')).toBeNull()
    expect(checkRejectReason('预'.repeat(REJECT_REASON_MAX))).toBeNull()
    expect(checkRejectReason('😀'.repeat(REJECT_REASON_MAX))).toBeNull()
    expect(checkRejectReason(`  ${'a'.repeat(REJECT_REASON_MAX)}  `)).toBeNull()
  })
})

describe('display helpers', () => {
  it('counts down the reminder as m:ss', () => {
    expect(countdownText(600)).toBe('10:00')
    expect(countdownText(59.2)).toBe('1:00')
    expect(countdownText(5)).toBe('0:05')
    expect(countdownText(-3)).toBe('0:00')
  })

  it('caps the tab badge at 99+ and hides it at 0', () => {
    expect(badgeText(0)).toBe('')
    expect(badgeText(-1)).toBe('')
    expect(badgeText(Number.NaN)).toBe('')
    expect(badgeText(7)).toBe('7')
    expect(badgeText(99)).toBe('99')
    expect(badgeText(100)).toBe('99+')
  })

  it('prints China-time stamps per language, the year only when not this year', () => {
    expect(stamp('2026-11-22 09:30', 'zh-CN', 2026)).toBe('11-22 09:30')
    expect(stamp('2026-11-22 09:30', 'en', 2026)).toBe('Nov 22, 09:30')
    expect(stamp('2026-11-22 09:30', 'ja', 2026)).toBe('11/22 09:30')
    expect(stamp('2025-12-30 18:00', 'zh-CN', 2026)).toBe('2025-12-30 18:00')
    expect(stamp('2025-12-30', 'en', 2026)).toBe('Dec 30, 2025')
    expect(stamp('soon', 'en', 2026)).toBe('soon')
  })

  it('names people as the server does: Chinese name, else LAST/FIRST', () => {
    expect(personName({ ChName: '张伟', LastName: 'ZHANG', FirstName: 'WEI' })).toBe('张伟')
    expect(personName({ ChName: '', LastName: 'SMITH', FirstName: 'JOHN' })).toBe('SMITH/JOHN')
    expect(personName(null)).toBe('')
  })
})

describe('what an approval decides on', () => {
  it.each([
    ['FlightOrder', 'order'],
    ['FlightRefund', 'refund'],
    ['FlightChange', 'change'],
    ['IntlFlightChange', 'change'],
    ['TripApplication', 'application'],
  ] as const)('%s is presented as %s', (kind, role) => {
    expect(subjectRole(kind)).toBe(role)
  })
  it('every subject kind the contract names has a role', () => {
    expect(APPROVAL_SUBJECTS.map(subjectRole)).toEqual([
      'order',
      'refund',
      'change',
      'order',
      'order',
      'order',
      'order',
      'order',
      'change',
      'order',
      'refund',
      'change',
      'order',
      'application',
    ])
  })
})
