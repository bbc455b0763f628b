/**
 * A report's data table beneath its chart: the same figures as text, for screen readers and for
 * copying; money through the app's formatter, carbon in kg. A row with orders behind it drills
 * down; its label is a button, so a keyboard reaches it. The table scrolls sideways in a scroll
 * view (which takes the keyboard's focus on the H5 site).
 */
import { ScrollView, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { ReportRes, ReportUnit } from '@api/report'
import { kgText } from '@api/carbon-values'
import { useFormat } from '@/components/format'
import '../texts'

export function useCell(): (unit: ReportUnit, v: number) => string {
  const { t } = useTranslation()
  const f = useFormat()
  return (unit, v) => {
    if (unit === 'Money') return f.money(v)
    if (unit === 'Grams') return t('reports:kg', { kg: kgText(v) })
    if (unit === 'Percent') return `${v.toFixed(1)}%`
    return String(v)
  }
}

export function ReportTable({ report, title, onRow }: { report: ReportRes; title: string; onRow?: (key: string, label: string) => void }) {
  const { t } = useTranslation()
  const cell = useCell()
  const line = (p: { label: string; values: number[]; testId: string; className?: string; onClick?: () => void }) => (
    <View key={p.testId} className={`report-table__row ${p.className ?? ''}`} role="row" data-testid={p.testId} onClick={p.onClick}>
      <View className="report-table__cell report-table__label" role="rowheader">
        {p.onClick ? (
          <View role="button" className="report-table__drill">
            <Text>{p.label}</Text>
          </View>
        ) : (
          <Text>{p.label}</Text>
        )}
      </View>
      {p.values.map((v, i) => (
        <View key={report.Columns[i].Key} className="report-table__cell" role="cell">
          <Text>{cell(report.Columns[i].Unit, v)}</Text>
        </View>
      ))}
    </View>
  )
  return (
    <ScrollView scrollX className="report-table-scroll">
      <View className="report-table" role="table" aria-label={title} data-testid="report-table">
        <View className="report-table__row report-table__head" role="row">
          <View className="report-table__cell" role="columnheader">
            <Text>{t('reports:item')}</Text>
          </View>
          {report.Columns.map((c) => (
            <View key={c.Key} className="report-table__cell" role="columnheader" data-testid={`report-col-${c.Key}`}>
              <Text>{c.Label}</Text>
            </View>
          ))}
        </View>
        {report.Rows.map((r) =>
          line({ testId: `report-row-${r.Key}`, label: r.Label, values: r.Values, onClick: onRow ? () => onRow(r.Key, r.Label) : undefined }),
        )}
        {line({ testId: 'report-total', className: 'report-table__total', label: t('reports:total'), values: report.Total })}
      </View>
    </ScrollView>
  )
}
