/**
 * The reports screen (docs/reports.md): the report tabs, month or quarter over the last twelve
 * months, the chart with its data table beneath, a row's orders below it, and the exports. The
 * scope is the widest the server allows ("my travel" asks for the caller's own trips).
 */
import { useEffect, useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { REPORT_KINDS, type ReportKind, type ReportOrdersRes, type ReportScope } from '@api/report'
import { MainButton } from '@/components/ui/button'
import { Segmented } from '@/components/ui/form'
import { ErrorBlock, Skeletons, StateBlock } from '@/components/ui/states'
import { useFormat } from '@/components/format'
import { useLoadable } from '@/components/use-loadable'
import { go } from '@/core/navigate'
import { Chart } from '@/platform/chart'
import { saveFile } from '@/platform/files'
import { orderDetailsRoute } from '@/product-entries'
import { exportReport, getReport, reportOptions, reportOrders, statement } from '../api'
import { chartOption } from './option'
import { ReportTable } from './report-table'
import { ReportFilters, type Filters } from './report-filters'
import '../texts'
import './reports-screen.scss'

const firstMonth = (thisMonth: string): string => {
  const [y, m] = thisMonth.split('-').map(Number)
  const d = new Date(Date.UTC(y, m - 12, 1))
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
}

export function ReportsScreen({ mine }: { mine?: boolean }) {
  const { t } = useTranslation()
  const f = useFormat()
  const [kind, setKind] = useState<ReportKind>('Kpi')
  const [quarter, setQuarter] = useState(false)
  const [filters, setFilters] = useState<Filters>({})
  const [drill, setDrill] = useState<{ key: string; label: string } | null>(null)
  const [orders, setOrders] = useState<ReportOrdersRes | null>(null)
  const options = useLoadable(reportOptions)
  const opts = options.data
  const scope: ReportScope | undefined = mine ? 'Mine' : opts?.Scopes[0]
  const ask =
    opts && scope
      ? {
          From: firstMonth(opts.ThisMonth),
          To: opts.ThisMonth,
          Granularity: quarter ? ('Quarter' as const) : ('Month' as const),
          Scope: scope,
          Report: kind,
          ...filters,
        }
      : null
  const report = useLoadable(() => getReport(ask!))
  useEffect(() => void options.reload(), []) // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    setDrill(null)
    setOrders(null)
    if (ask) void report.reload()
  }, [opts, kind, quarter, filters]) // eslint-disable-line react-hooks/exhaustive-deps
  const r = report.data
  const option = useMemo(() => (r ? chartOption(r, (unit, v) => (unit === 'Money' ? v / 100 : unit === 'Grams' ? v / 1000 : v)) : null), [r])
  const name = t(`reports:kinds.${kind}`)

  const openRow = async (key: string, label: string) => {
    if (!ask) return
    setDrill({ key, label })
    setOrders(await reportOrders({ ...ask, RowKey: key, PageSize: 50 }))
  }
  const download = async (format: 'xlsx' | 'csv') => {
    if (!ask) return
    const file = await exportReport({ ...ask, Format: format })
    await saveFile(file.FileName, file.Base64, file.ContentType)
  }
  const bill = async () => {
    if (!opts) return
    const file = await statement({ Month: opts.ThisMonth, Format: 'xlsx' })
    await saveFile(file.FileName, file.Base64, file.ContentType)
  }

  if (options.status === 'error') return <ErrorBlock onRetry={() => void options.reload()} error={options.error} />
  return (
    <View className="reports" data-testid="reports" data-scope={scope}>
      {scope && (
        <Text className="reports__scope" data-testid="reports-scope">
          {t(`reports:scope.${scope}`)}
        </Text>
      )}
      <Segmented
        testId="report-kinds"
        value={kind}
        onChange={setKind}
        options={REPORT_KINDS.map((k) => ({ value: k, label: t(`reports:kinds.${k}`), testId: `report-kind-${k}` }))}
      />
      <Segmented
        testId="report-granularity"
        value={quarter ? 'Quarter' : 'Month'}
        onChange={(v) => setQuarter(v === 'Quarter')}
        options={[
          { value: 'Month', label: t('reports:month'), testId: 'report-month' },
          { value: 'Quarter', label: t('reports:quarter'), testId: 'report-quarter' },
        ]}
      />
      {opts && <ReportFilters options={opts} value={filters} onChange={setFilters} mine={mine} />}
      {report.status === 'error' && <ErrorBlock onRetry={() => void report.reload()} error={report.error} />}
      {report.status === 'loading' && !r && <Skeletons count={2} tall />}
      {r && option && (
        <View className="reports__body" data-testid={`report-${r.Report}`} data-granularity={r.Periods[0]?.includes('Q') ? 'Quarter' : 'Month'}>
          {r.Rows.length === 0 ? (
            <StateBlock text={t('reports:empty')} testId="report-empty" />
          ) : (
            <Chart option={option} height={240} label={t('reports:chart', { report: name })} testId="report-chart" />
          )}
          <Text className="reports__hint">{t('reports:drillHint')}</Text>
          <ReportTable report={r} title={t('reports:table', { report: name })} onRow={(k, l) => void openRow(k, l)} />
          <View className="reports__actions">
            <MainButton kind="ghost" testId="report-export-xlsx" onClick={() => void download('xlsx')} text={t('reports:exportXlsx')} />
            <MainButton kind="ghost" testId="report-export-csv" onClick={() => void download('csv')} text={t('reports:exportCsv')} />
            {opts?.Statement && !mine && <MainButton kind="ghost" testId="report-statement" onClick={() => void bill()} text={t('reports:statement')} />}
          </View>
        </View>
      )}
      {drill && orders && (
        <View className="reports__orders" data-testid="report-orders">
          <Text className="reports__orders-title">{t('reports:orders', { row: drill.label, count: orders.Total })}</Text>
          {orders.Items.length === 0 && <Text>{t('reports:noOrders')}</Text>}
          {orders.Items.map((o) => (
            <View
              key={o.OrderNo}
              className="reports__order"
              role="button"
              data-testid={`report-order-${o.OrderNo}`}
              onClick={() => {
                const route = orderDetailsRoute(o.Product)
                if (route) void go(route, { orderNo: o.OrderNo })
              }}
            >
              <Text>{`${o.ProductName} · ${o.OrderNo}`}</Text>
              <Text>{`${o.BookedOn} · ${o.Travellers} · ${o.StatusName}`}</Text>
              <Text className="reports__order-spend">{f.money(o.Spend)}</Text>
            </View>
          ))}
        </View>
      )}
    </View>
  )
}
