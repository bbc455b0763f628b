/**
 * Statuses of the application pages and the route parameter that names an application; the
 * colours are the shared table of domain/status-tone.
 */
export { applicationTone, approvalTone } from '@/domain/status-tone'

/** Route params naming an application: ours are `applicationNo`; links from elsewhere may say `no` or `id`. */
export function applicationNoOf(params: Record<string, string | undefined>): string {
  return String(params.applicationNo ?? params.ApplicationNo ?? params.no ?? params.id ?? '').trim()
}
