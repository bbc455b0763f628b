/**
 * Colours of application and approval statuses on the application pages (UX.md semantic
 * colours): a draft in the brand colour, under review orange, approved green, rejected red,
 * ended grey. The approval pages have the same table for approvals (features never share code).
 */
export type Tone = 'wait' | 'pass' | 'fail' | 'off' | 'info'

export function applicationTone(status: string): Tone {
  switch (status) {
    case 'Unsubmitted':
      return 'info'
    case 'Submitted':
      return 'wait'
    case 'Approved':
      return 'pass'
    case 'Rejected':
      return 'fail'
    default:
      return 'off'
  }
}

export function approvalTone(status: string): Tone {
  switch (status) {
    case 'Pending':
    case 'Waiting':
      return 'wait'
    case 'Approved':
    case 'ManuallyPassed':
    case 'SystemApproved':
    case 'NotRequired':
      return 'pass'
    case 'Rejected':
    case 'Failed':
      return 'fail'
    case 'Submitted':
      return 'info'
    default:
      return 'off'
  }
}

/** Route params naming an application: ours are `applicationNo`; links from elsewhere may say `no` or `id`. */
export function applicationNoOf(params: Record<string, string | undefined>): string {
  return String(params.applicationNo ?? params.ApplicationNo ?? params.no ?? params.id ?? '').trim()
}
