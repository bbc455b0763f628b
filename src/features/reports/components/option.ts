/**
 * A report's chart as an ECharts option: its chart columns over its rows (periods, or a ranking of
 * at most ten). Drawn at once, without ECharts' entry animation: a figure to read, and a line half
 * drawn when the page is looked at (or photographed) says something false.
 */
import type { ReportRes } from '@api/report'
import type { ChartOption } from '@/platform/chart'

export function chartOption(r: ReportRes, scale: (unit: string, v: number) => number): ChartOption {
  const cols = r.Chart.Columns.map((k) => r.Columns.findIndex((c) => c.Key === k)).filter((i) => i >= 0)
  const line = r.Chart.Type === 'line'
  if (r.Report === 'Carbon' || r.Report === 'Reasons') {
    // Rows are series (departments, reasons), the periods the x-axis.
    return {
      animation: false,
      tooltip: { trigger: 'axis' },
      legend: { type: 'scroll', bottom: 0 },
      grid: { left: 48, right: 16, top: 16, bottom: 48 },
      xAxis: { type: 'category', data: r.Periods },
      yAxis: { type: 'value' },
      series: r.Rows.slice(0, 8).map((row) => ({ type: 'line', name: row.Label, data: cols.map((i) => scale(r.Columns[i].Unit, row.Values[i])) })),
    }
  }
  const rows = line ? r.Rows : r.Rows.slice(0, 10)
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    grid: { left: 64, right: 16, top: 16, bottom: 32 },
    xAxis: { type: 'category', data: rows.map((x) => x.Label), axisLabel: { interval: 0, rotate: line ? 0 : 30 } },
    yAxis: { type: 'value' },
    series: cols.map((i) => ({ type: line ? 'line' : 'bar', name: r.Columns[i].Label, data: rows.map((x) => scale(r.Columns[i].Unit, x.Values[i])) })),
  }
}
