/**
 * The reports' filters (docs/reports.md): product, department, cost centre, BU and traveller, each
 * a row that opens the kit's picker with "All" first. What each offers comes from report/options
 * (within the caller's widest scope); "my travel" offers the product alone.
 */
import { Fragment, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { ReportFilter, ReportOptionsRes } from '@api/report'
import { FormRow } from '@/components/ui/form'
import PickerDialog from '@/components/picker-dialog'
import '../texts'

export type Filters = Pick<ReportFilter, 'Product' | 'DepartmentId' | 'CostCenterId' | 'BusinessUnitId' | 'PersonId'>
type Key = keyof Filters

export function ReportFilters({
  options,
  value,
  onChange,
  mine,
}: {
  options: ReportOptionsRes
  value: Filters
  onChange: (f: Filters) => void
  mine?: boolean
}) {
  const { t } = useTranslation()
  const [open, setOpen] = useState<Key | ''>('')
  const lists: [Key, string, { value: string | number; text: string }[]][] = [
    ['Product', 'product', options.Products.map((p) => ({ value: p.Key, text: p.Name }))],
    ...(mine
      ? []
      : ([
          ['DepartmentId', 'department', options.Departments.map((d) => ({ value: d.Id, text: d.Name }))],
          ['CostCenterId', 'costCenter', options.CostCenters.map((d) => ({ value: d.Id, text: d.Name }))],
          ['BusinessUnitId', 'businessUnit', options.BusinessUnits.map((d) => ({ value: d.Id, text: d.Name }))],
          ['PersonId', 'traveller', options.Travellers.map((d) => ({ value: d.Id, text: d.Name }))],
        ] as [Key, string, { value: string | number; text: string }[]][])),
  ]
  return (
    <View className="reports__filters" data-testid="report-filters">
      {lists
        .filter(([, , items]) => items.length > 0)
        .map(([key, label, items]) => {
          const all = [{ value: '' as string | number, text: t('reports:all') }, ...items]
          const chosen = all.findIndex((o) => o.value === (value[key] ?? ''))
          return (
            <Fragment key={key}>
              <FormRow label={t(`reports:filter.${label}`)} arrow onClick={() => setOpen(key)} testId={`report-filter-${key}`}>
                <Text>{all[Math.max(0, chosen)].text}</Text>
              </FormRow>
              <PickerDialog
                open={open === key}
                title={t(`reports:filter.${label}`)}
                options={all}
                selectedIndex={Math.max(0, chosen)}
                onSelect={(c) => onChange({ ...value, [key]: c.value === '' ? undefined : c.value })}
                onClose={() => setOpen('')}
                testId={`report-filter-${key}-picker`}
              />
            </Fragment>
          )
        })}
    </View>
  )
}
