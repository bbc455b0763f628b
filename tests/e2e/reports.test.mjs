// Reports through the real server: a report manager opens every report over the company, switches
// to quarters, drills down from a figure to its orders and downloads the table as XLSX, which is
// read back; a department head sees their department's trips, a traveller's "my travel" their own
// only. Orders, the department head's role and its holder are set through the API.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import ExcelJS from 'exceljs'
import { launch, phone, open, signIn, ok, tokenOf, serverToday, plusDays, flightOrder, payThroughApi, shot, until } from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const KINDS = ['Kpi', 'Savings', 'Carriers', 'Cities', 'Reasons', 'Carbon']
const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
const rows = (page) => page.locator('[data-testid="report-table"]:visible [data-testid^="report-row-"]')

/** Opens each report in turn: its chart or empty state, and its table with the total row. */
async function everyReport(page) {
  for (const kind of KINDS) {
    await $(page, `report-kind-${kind}`).click()
    await $(page, `report-${kind}`).waitFor()
    await $(page, 'report-total').waitFor()
  }
  await $(page, 'report-kind-Kpi').click()
  await $(page, 'report-Kpi').waitFor()
}

/** Drills from the KPI's last period (this month or quarter) to its orders. */
async function drillLast(page) {
  await rows(page).last().click()
  await $(page, 'report-orders').waitFor()
}

/** A paid flight of the token's own person (an order never paid counts in no report). */
async function paidFlight(token, date) {
  const orderNo = await flightOrder(token, date)
  await payThroughApi('Pay/flightpaystart', { OrderNo: orderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, token)
  return orderNo
}

/** A role for department heads: as the approver's, plus the travel report over R&D Mobile. */
async function departmentHead(admin) {
  const roles = (await ok('role/getRoles', {}, admin)).Items
  const base = await ok('role/getRoleDetail', { RoleId: roles.find((r) => r.Code === 'approver').RoleId }, admin)
  const dept = (await ok('department/list', {}, admin)).Items.find((d) => d.Code === 'HY-RD-MOB')
  const scope = { Kind: 'Departments', DepartmentIds: [dept.Id], StaffIds: [] }
  const Power = {
    ...base.Power,
    BusinessPermission: { ...base.Power.BusinessPermission, TravelReport: true },
    ViewScope: { Flight: scope, Hotel: scope, Train: scope, Bus: scope },
  }
  const names = { 'zh-CN': '部门负责人', 'zh-TW': '部門負責人', en: 'Department head', ja: '部門長' }
  const role = await ok('role/save', { Code: 'dept-head', Names: names, Power }, admin)
  const head = (await ok('user/getBookPersons', { PageSize: 100 }, await tokenOf('approver01'))).Persons.find((p) => p.IsSelf)
  await ok('role/bindPersons', { RoleId: role.RoleId, PersonIds: [head.PersonId] }, admin)
}

test('every report by scope: the company, a department, one’s own trips; drill-down and the XLSX read back', async () => {
  const admin = await tokenOf('admin01')
  const date = plusDays(await serverToday(), 7)
  const [mine, theirs] = await Promise.all([paidFlight(await tokenOf('employee01'), date), paidFlight(admin, date), departmentHead(admin)])

  const { context, page } = await phone(browser)
  await signIn(page, 'admin01')
  await $(page, 'home-greeting').waitFor()
  await open(page, '/reports')
  await $(page, 'report-Kpi').waitFor()
  assert.equal(await $(page, 'reports').getAttribute('data-scope'), 'Company')
  await everyReport(page)
  await $(page, 'report-quarter').click()
  await page.locator('[data-testid="report-Kpi"][data-granularity="Quarter"]:visible').waitFor()
  await shot(page, 'reports-1-kpi-quarter')
  await drillLast(page)
  await $(page, `report-order-${mine}`).waitFor()
  await $(page, `report-order-${theirs}`).waitFor()
  // The two flights emit carbon (over their airports' great circle).
  const month = (await ok('report/options', {}, admin)).ThisMonth
  const carbon = await ok('report/get', { From: month, To: month, Granularity: 'Month', Report: 'Carbon' }, admin)
  assert.ok(carbon.Total[carbon.Columns.findIndex((c) => c.Unit === 'Grams')] > 0, 'the flights’ carbon is counted')

  // The downloaded table says what the screen says: its last period and the total orders.
  const [download] = await Promise.all([page.waitForEvent('download'), $(page, 'report-export-xlsx').click()])
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(await streamBytes(await download.createReadStream()))
  const ws = wb.worksheets[0]
  const lastRow = rows(page).last()
  const period = (await lastRow.getAttribute('data-testid')).slice('report-row-'.length)
  const sheetRows = ws.getSheetValues().filter(Boolean)
  const hit = sheetRows.find((r) => r[1] === period)
  assert.ok(hit, `the sheet has the period ${period}`)
  const ordersCol = sheetRows[0].indexOf(await $(page, 'report-col-orders').innerText())
  assert.ok(ordersCol > 1, 'the sheet has the orders column')
  assert.equal(
    String(hit[ordersCol]),
    await lastRow
      .locator('[role=cell]')
      .nth(ordersCol - 2)
      .innerText(),
  )

  // Filtered to one traveller: the administrator's own flight leaves the figure.
  await $(page, 'report-filter-PersonId').click()
  await page.locator('[data-testid="report-filter-PersonId-picker"] [role=option]', { hasText: '张伟' }).click()
  await drillLast(page)
  await $(page, `report-order-${mine}`).waitFor()
  await until(async () => (await page.locator(`[data-testid="report-order-${theirs}"]`).count()) === 0, { what: 'the other traveller’s order gone' })
  await context.close()

  // The department head: R&D Mobile's trips (employee01's), not the administrator's.
  const head = await phone(browser)
  await signIn(head.page, 'approver01')
  await $(head.page, 'home-greeting').waitFor()
  await open(head.page, '/reports')
  await $(head.page, 'report-Kpi').waitFor()
  assert.equal(await $(head.page, 'reports').getAttribute('data-scope'), 'Department')
  await everyReport(head.page)
  await drillLast(head.page)
  await $(head.page, `report-order-${mine}`).waitFor()
  assert.equal(await head.page.locator(`[data-testid="report-order-${theirs}"]`).count(), 0)
  await head.context.close()

  // The traveller's own trips.
  const own = await phone(browser)
  await signIn(own.page, 'employee01')
  await $(own.page, 'home-greeting').waitFor()
  await open(own.page, '/reports/mine')
  await $(own.page, 'report-Kpi').waitFor()
  assert.equal(await $(own.page, 'reports').getAttribute('data-scope'), 'Mine')
  await everyReport(own.page)
  await drillLast(own.page)
  await $(own.page, `report-order-${mine}`).waitFor()
  assert.equal(await own.page.locator(`[data-testid="report-order-${theirs}"]`).count(), 0)
  await shot(own.page, 'reports-2-mine-orders')
  assert.deepEqual(own.page.errors, [])
  await own.context.close()
})

async function streamBytes(stream) {
  const chunks = []
  for await (const c of stream) chunks.push(c)
  return Buffer.concat(chunks)
}
