/** The reports' calls (docs/reports.md): who sees what is the service's (facts.ts), the statement needs the cloud bill. */
import * as R from '../../../../types/api/report'
import { defineDomain } from '../../http/call'
import * as S from './service'
import { orderCarbon } from './order-carbon'

export default defineDomain(
  'reports',
  'Reports and analysis: the five reports and carbon, their orders, export and the monthly statement',
  'report',
  (call, res) => {
    call('report/options', {
      summary: 'The scopes the caller may report on, whether they get the monthly statement, the months and products to choose from',
      auth: 'required',
      money: true,
      body: R.ReportOptionsReq,
      result: res('ReportOptionsRes'),
      handle: (_body, ctx) => S.options(ctx),
    })
    call('report/get', {
      summary: 'One report by month or quarter within a year, in a scope the caller may see (company, department, own trips), filtered',
      auth: 'required',
      money: true,
      body: R.ReportReq,
      result: res('ReportRes'),
      handle: (body, ctx) => S.report(ctx, body),
    })
    call('report/orders', {
      summary: 'The orders behind one row of a report (a period, carrier, city, reason code or department), newest first, paged',
      auth: 'required',
      money: true,
      body: R.ReportOrdersReq,
      result: res('ReportOrdersRes'),
      handle: (body, ctx) => S.reportOrders(ctx, body),
    })
    call('report/export', {
      summary: 'A report as an XLSX or CSV file (base64)',
      auth: 'required',
      money: true,
      body: R.ReportExportReq,
      result: res('ReportFileRes'),
      handle: (body, ctx) => S.exportReport(ctx, body),
    })
    call('report/orderCarbon', {
      summary: 'The carbon of some orders (their details, the trips tab) as the reports count it, for those the caller may see',
      auth: 'required',
      body: R.OrderCarbonReq,
      result: res('OrderCarbonRes'),
      handle: (body, ctx) => orderCarbon(ctx, body),
    })
    call('report/statement', {
      summary: "The company's monthly statement (cloud bill): every paid order booked in a China month, as XLSX or CSV",
      auth: 'required',
      power: 'ManagePermission.CloudBill',
      money: true,
      body: R.StatementReq,
      result: res('ReportFileRes'),
      handle: (body, ctx) => S.statement(ctx, body),
    })
  },
)
