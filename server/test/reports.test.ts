/**
 * Reports (docs/reports.md): each figure against hand-computed sums (pure, table-driven), then one
 * env: who sees what is the server's, the drill-down's orders, the files read back.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import ExcelJS from 'exceljs'
import { ErrorCode } from '../../types/api'
import type { ReportKind } from '../../types/api/report'
import { buildReport, periodsBetween, type OrderFact } from '../src/modules/reports/aggregate'
import { createTestEnv, expectError, expectOk, TODAY, type TestEnv } from './helpers'

const fact = (p: Partial<OrderFact>): OrderFact => ({
  id: 1,
  orderNo: 'F1',
  product: 'Flight',
  status: 'TicketIssued',
  day: '2026-01-10',
  spend: 0,
  spent: true,
  priceToBeat: null,
  inPolicy: true,
  reasons: [],
  ahead: null,
  city: 'SHA',
  cityName: 'Shanghai',
  carrier: 'CA',
  carrierName: 'Air China',
  nights: 0,
  grams: 0,
  avoided: 0,
  refunds: 0,
  refundFees: 0,
  changes: 0,
  changeFees: 0,
  departmentId: 1,
  departmentName: 'Sales',
  travellers: 'A',
  ...p,
})

const FACTS: OrderFact[] = [
  fact({ id: 1, day: '2026-01-10', spend: 100000, priceToBeat: 120000, ahead: 3, grams: 200000 }),
  fact({
    id: 2,
    day: '2026-01-20',
    spend: 90000,
    priceToBeat: 60000,
    inPolicy: false,
    reasons: [{ code: 'R1', label: 'R1 Meeting' }],
    ahead: 1,
    grams: 150000,
    refunds: 1,
    refundFees: 5000,
  }),
  fact({
    id: 3,
    day: '2026-02-03',
    product: 'Hotel',
    spend: 60000,
    nights: 2,
    city: 'BJS',
    cityName: 'Beijing',
    carrier: 'HUAZHU',
    carrierName: 'H World',
    grams: 107000,
    departmentId: 2,
    departmentName: 'R&D',
  }),
  fact({
    id: 4,
    day: '2026-04-01',
    product: 'Train',
    spend: 50000,
    carrier: 'SecondClass',
    carrierName: '2nd',
    grams: 40000,
    avoided: 160000,
    changes: 1,
    changeFees: 1000,
  }),
  fact({ id: 5, day: '2026-04-02', spend: 0, spent: false, grams: 0 }),
]

const label = (k: string) => k
const run = (report: ReportKind, quarter = false) =>
  buildReport({ report, facts: FACTS, periods: periodsBetween('2026-01', '2026-04', quarter), quarter, label, productName: (k) => k })
const col = (r: ReturnType<typeof run>, key: string) => r.Columns.findIndex((c) => c.Key === key)

describe('reports: figures against hand-computed sums', () => {
  const cases: [string, ReportKind, boolean, string, string, number][] = [
    // name, report, quarter, row key ('*' = total), column, expected
    ['Kpi spend in January', 'Kpi', false, '2026-01', 'spend', 190000],
    ['Kpi orders in January (unpaid left out)', 'Kpi', false, '2026-04', 'orders', 1],
    ['Kpi average ticket, stays left out', 'Kpi', false, '*', 'avgTicket', Math.round(240000 / 3)],
    ['Kpi average room-night', 'Kpi', false, '2026-02', 'avgNight', 30000],
    ['Kpi days ahead', 'Kpi', false, '2026-01', 'ahead', 2],
    ['Kpi in-policy rate', 'Kpi', false, '*', 'inPolicy', 75],
    ['Kpi refund and change fees', 'Kpi', false, '*', 'afterSaleFees', 6000],
    ['Kpi by quarter: Q1', 'Kpi', true, '2026-Q1', 'spend', 250000],
    ['Kpi by quarter: Q2', 'Kpi', true, '2026-Q2', 'spend', 50000],
    ['Savings saved', 'Savings', false, '*', 'saved', 20000],
    ['Savings lost to reason codes', 'Savings', false, '*', 'lostReasons', 30000],
    ['Savings lost to refunds and changes', 'Savings', false, '*', 'lostAfterSale', 6000],
    ['Carriers Air China spend', 'Carriers', false, 'Flight:CA', 'spend', 190000],
    ['Carriers Air China share', 'Carriers', false, 'Flight:CA', 'share', 63.3],
    ['Cities Shanghai orders', 'Cities', false, 'SHA', 'orders', 3],
    ['Cities Beijing nights', 'Cities', false, 'BJS', 'nights', 2],
    ['Reasons R1 lost', 'Reasons', false, 'R1', 'lostReasons', 30000],
    ['Reasons R1 in January', 'Reasons', false, 'R1', '2026-01', 1],
    ['Carbon Sales total', 'Carbon', false, '1', 'grams', 390000],
    ['Carbon Sales avoided share', 'Carbon', false, '1', 'avoidedShare', 29.1],
    ['Carbon R&D in February', 'Carbon', false, '2', '2026-02', 107000],
    ['Carbon total', 'Carbon', false, '*', 'grams', 497000],
  ]
  for (const [name, report, quarter, row, column, expected] of cases) {
    it(name, () => {
      const r = run(report, quarter)
      const values = row === '*' ? r.Total : r.Rows.find((x) => x.Key === row)?.Values
      assert.ok(values, `row ${row}`)
      assert.equal(values[col(r, column)], expected)
    })
  }
  it('a quarter axis of a year shows five periods at most, months twelve', () => {
    assert.deepEqual(periodsBetween('2025-12', '2026-11', true), ['2025-Q4', '2026-Q1', '2026-Q2', '2026-Q3', '2026-Q4'])
    assert.equal(periodsBetween('2025-12', '2026-11', false).length, 12)
  })
})

describe('reports: who sees what, drill-down, files', () => {
  let env: TestEnv
  let admin: string
  let employee: string
  const month = TODAY.slice(0, 7)
  const ask = { From: month, To: month, Granularity: 'Month' as const }
  const orderNos: string[] = []

  before(async () => {
    env = await createTestEnv()
    admin = await env.login('admin01')
    employee = await env.login('employee01')
    const people = await env.db
      .selectFrom('users')
      .innerJoin('persons', 'persons.id', 'users.person_id')
      .select(['users.id as userId', 'users.user_name', 'persons.id as personId', 'persons.company_id', 'persons.ch_name'])
      .where('users.user_name', 'in', ['admin01', 'employee01'])
      .execute()
    const at = env.now().toISOString()
    let n = 0
    for (const [who, total, status] of [
      ['employee01', 80000, 'TicketIssued'],
      ['employee01', 20000, 'Cancelled'],
      ['admin01', 150000, 'TicketIssued'],
    ] as const) {
      const p = people.find((x) => x.user_name === who)!
      const orderNo = `X${Date.now()}${++n}`
      orderNos.push(orderNo)
      const { id } = await env.db
        .insertInto('orders')
        .values({
          company_id: p.company_id,
          order_no: orderNo,
          product: 'Flight',
          booker_user_id: p.userId,
          booker_person_id: p.personId,
          client_request_id: `rep-${n}`,
          request_hash: null,
          status,
          approval_status: 'None',
          payment_type: 'Company',
          trip_type: 'Business',
          total,
          company_amount: total,
          personal_amount: 0,
          paid_company: total,
          paid_personal: 0,
          detail_json: '{}',
          search_text: '',
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await env.db
        .insertInto('order_passengers')
        .values({
          company_id: p.company_id,
          order_id: id,
          person_id: p.personId,
          pax_type: 'Adult',
          ch_name: p.ch_name,
          last_name: '',
          first_name: '',
          gender: 'M',
          birth_date: '1990-01-01',
          rank_id: null,
          nationality: 'CN',
          id_type: 'IDCard',
          id_no: '',
          id_expiry: null,
          mobile_country_code: '86',
          mobile: '',
          email: '',
        })
        .execute()
      // Beijing (PEK) – Shanghai (SHA) in economy, a flight no longer in the timetable: the carbon is the airports' great circle.
      await env.db
        .insertInto('order_segments')
        .values({
          company_id: p.company_id,
          order_id: id,
          segment_index: 0,
          flight_no: 'ZZ9999',
          route_key: 'PEK-SHA',
          dep_date: TODAY,
          cabin_code: 'Y',
          cabin_class: 'Economy',
          price: total,
          discount: 100,
          in_policy: 1,
          policy_json: '{}',
          policy_reason: '',
        })
        .execute()
    }
  })
  after(() => env.close())

  const spendOf = (r: { Columns: { Key: string }[]; Total: number[] }) => r.Total[r.Columns.findIndex((c) => c.Key === 'spend')]

  it('a report manager sees the company; a traveller their own trips only, and is refused the company', async () => {
    const company = expectOk(await env.call('report/get', { ...ask, Report: 'Kpi' }, { token: admin }))
    assert.equal(company.Scope, 'Company')
    assert.ok(spendOf(company) >= 230000)
    const mine = expectOk(await env.call('report/get', { ...ask, Report: 'Kpi' }, { token: employee }))
    assert.equal(mine.Scope, 'Mine')
    assert.equal(spendOf(mine), 80000, 'the cancelled order counts in no figure, the admin’s trip is not theirs')
    expectError(await env.call('report/get', { ...ask, Report: 'Kpi', Scope: 'Company' }, { token: employee }), ErrorCode.NoPermission)
    const opts = expectOk(await env.call('report/options', {}, { token: employee }))
    assert.deepEqual(opts.Scopes, ['Mine'])
    assert.deepEqual([opts.Departments, opts.Travellers], [[], []], 'one’s own trips offer no one else to filter by')
    const all = expectOk(await env.call('report/options', {}, { token: admin }))
    assert.ok(all.Travellers.length > 10 && all.Departments.length > 3 && all.CostCenters.length > 0)
    const hers = all.Travellers.find((p: { Name: string }) => p.Name === '张伟')
    const filtered = expectOk(await env.call('report/get', { ...ask, Report: 'Kpi', PersonId: hers.Id }, { token: admin }))
    assert.equal(spendOf(filtered), 80000, 'filtered to one traveller')
    assert.equal(opts.Statement, false)
  })

  it('refuses a range beyond a year', async () => {
    expectError(
      await env.call('report/get', { From: '2024-01', To: '2024-02', Granularity: 'Month', Report: 'Kpi' }, { token: admin }),
      ErrorCode.ValidationFailed,
    )
  })

  it('drills down to the orders behind a figure, within the scope', async () => {
    const mine = expectOk(await env.call('report/orders', { ...ask, Report: 'Kpi', RowKey: month }, { token: employee }))
    assert.equal(mine.Total, 1)
    assert.equal(mine.Items[0].Spend, 80000)
    const all = expectOk(await env.call('report/orders', { ...ask, Report: 'Kpi', RowKey: month }, { token: admin }))
    assert.ok(all.Items.some((o: { Spend: number }) => o.Spend === 150000))
  })

  it('exports XLSX and CSV that read back with the figures; the statement is finance’s', async () => {
    const x = expectOk(await env.call('report/export', { ...ask, Report: 'Kpi', Format: 'xlsx' }, { token: employee }))
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(Buffer.from(x.Base64, 'base64') as never)
    const ws = wb.worksheets[0]
    assert.equal(ws.getRow(2).getCell(1).value, month)
    assert.equal(ws.getRow(2).getCell(2).value, 800)
    const c = expectOk(await env.call('report/export', { ...ask, Report: 'Kpi', Format: 'csv' }, { token: employee }))
    const lines = Buffer.from(c.Base64, 'base64')
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    assert.equal(lines[1].split(',')[1], '800')
    const s = expectOk(await env.call('report/statement', { Month: month, Format: 'csv' }, { token: admin }))
    assert.match(Buffer.from(s.Base64, 'base64').toString('utf8'), /1500/)
    expectError(await env.call('report/statement', { Month: month, Format: 'csv' }, { token: employee }), ErrorCode.NoPermission)
  })

  it('gives the carbon of the orders the caller may see (order details, the trips tab), as the reports count it', async () => {
    const [his, , admins] = orderNos
    const mine = expectOk(await env.call('report/orderCarbon', { OrderNos: [his, admins] }, { token: employee }))
    // docs/carbon.md: Beijing–Shanghai economy, 212.6 kg a passenger.
    assert.deepEqual(mine.Orders, [{ OrderNo: his, Grams: 212625 }], 'another’s order is left out')
    const all = expectOk(await env.call('report/orderCarbon', { OrderNos: [admins, his] }, { token: admin }))
    assert.deepEqual(
      all.Orders.map((o: { OrderNo: string }) => o.OrderNo),
      [admins, his],
      'in the order asked',
    )
    const kpi = expectOk(await env.call('report/get', { ...ask, Report: 'Carbon' }, { token: employee }))
    assert.equal(kpi.Total[kpi.Columns.findIndex((c: { Key: string }) => c.Key === 'grams')], 212625, 'the same figure as the reports')
  })
})
