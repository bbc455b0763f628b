/**
 * Colours of application and approval statuses on the application pages (UX.md semantic
 * colours): a draft in the brand colour, under review orange, approved green, rejected red,
 * ended grey. Approval statuses use the shared table of domain/status-tone.
 */
import type { Tone } from '@/domain/status-tone'

export { approvalTone } from '@/domain/status-tone'

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

/** Route params naming an application: ours are `applicationNo`; links from elsewhere may say `no` or `id`. */
export function applicationNoOf(params: Record<string, string | undefined>): string {
  return String(params.applicationNo ?? params.ApplicationNo ?? params.no ?? params.id ?? '').trim()
}
