/** Reconciliation calls for the company's finance admins (types/api/pay-ops.ts). */
import type { Mismatch, MismatchListReq, MismatchListRes, ReconcileRunRes } from '@api/pay-ops'
import { http } from '@/stores'

export const MISMATCH_PAGE_SIZE = 50

export const mismatches = (f: Pick<MismatchListReq, 'Day' | 'Status'>): Promise<MismatchListRes> =>
  http.call('payReconcile/list', { ...f, PageIndex: 1, PageSize: MISMATCH_PAGE_SIZE })
export const resolveMismatch = (id: number, decision: string): Promise<Mismatch> =>
  http.call('payReconcile/resolve', { MismatchId: id, Decision: decision }, { loading: true })
export const compareDay = (day: string): Promise<ReconcileRunRes> => http.call('payReconcile/run', { Day: day }, { loading: true })
