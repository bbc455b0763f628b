/** The reports' server calls (types/api/report.ts). */
import type { ReportExportReq, ReportFileRes, ReportOptionsRes, ReportOrdersReq, ReportOrdersRes, ReportReq, ReportRes, StatementReq } from '@api/report'
import { http } from '@/stores'

export const reportOptions = (): Promise<ReportOptionsRes> => http.call('report/options', {})
export const getReport = (req: ReportReq): Promise<ReportRes> => http.call('report/get', req)
export const reportOrders = (req: ReportOrdersReq): Promise<ReportOrdersRes> => http.call('report/orders', req)
export const exportReport = (req: ReportExportReq): Promise<ReportFileRes> => http.call('report/export', req)
export const statement = (req: StatementReq): Promise<ReportFileRes> => http.call('report/statement', req)
