// A report's data table beneath its chart: every figure as text (money through the formatter,
// carbon in kg, percentages), the totals, and a row that drills down to its orders.
import TestUtils from '@tarojs/test-utils-react'
import type { ReportRes } from '@api/report'
import { ReportTable } from '@/features/reports/components/report-table'
import { byTestId, flush, tap } from './form-helpers'

const REPORT: ReportRes = {
  Report: 'Carbon',
  Scope: 'Company',
  Periods: ['2026-10', '2026-11'],
  Columns: [
    { Key: 'spend', Label: 'Spend', Unit: 'Money' },
    { Key: 'grams', Label: 'CO2e', Unit: 'Grams' },
    { Key: 'avoidedShare', Label: 'Share avoided', Unit: 'Percent' },
    { Key: 'orders', Label: 'Orders', Unit: 'Count' },
  ],
  Rows: [{ Key: '7', Label: 'Sales', Values: [123456, 212625, 29.1, 3] }],
  Total: [123456, 212625, 29.1, 3],
  Chart: { Type: 'line', Columns: ['grams'] },
}

describe('ReportTable', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })

  it('says every figure in text under the chart, and a row drills down', async () => {
    const taps: string[] = []
    mounted = new TestUtils()
    await mounted.mount(() => <ReportTable report={REPORT} title="Carbon data" onRow={(k, l) => taps.push(`${k}:${l}`)} />, {})
    await flush()
    const table = byTestId('report-table')!
    expect(table.getAttribute('role')).toBe('table')
    expect(table.getAttribute('aria-label')).toBe('Carbon data')
    const row = byTestId('report-row-7')!
    const cells = Array.from(row.querySelectorAll('[role="cell"]')).map((c) => c.textContent)
    expect(row.querySelector('[role="rowheader"]')?.textContent).toBe('Sales')
    expect(cells[0]).toMatch(/1,234\.56/)
    expect(cells[1]).toMatch(/212\.6/)
    expect(cells[2]).toBe('29.1%')
    expect(cells[3]).toBe('3')
    expect(byTestId('report-total')!.querySelectorAll('[role="cell"]').length).toBe(4)
    await tap(row)
    expect(taps).toEqual(['7:Sales'])
  })
})
