import { useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { FlightRow } from '@api/flight'
import { NO_FILTERS, applyFilters, filterOptions, toggle, type FilterOption, type FlightFilters } from '@/domain/flight-list'
import { Sheet } from '@/components/ui/sheet'
import { MainButton } from '@/components/ui/button'
import { Chip } from '@/components/ui/chip'
import { useFlightText } from './labels'
import './filter-sheet.scss'
import '@/features/flight/texts'

export interface FilterSheetProps {
  open: boolean
  rows: readonly FlightRow[]
  value: FlightFilters
  onApply: (f: FlightFilters) => void
  onClose: () => void
}

/**
 * Carriers, departure time bands, airports and direct flights, each option with the number of
 * flights it would show; changes apply when the user confirms (the button says how many).
 */
export default function FilterSheet(props: FilterSheetProps) {
  // Closed, it counts nothing: the options are counted over every row of the day when it opens,
  // and its draft starts from the filters in force each time.
  return props.open ? <OpenFilterSheet {...props} /> : null
}

function OpenFilterSheet(props: FilterSheetProps) {
  const { t } = useFlightText()
  const [draft, setDraft] = useState<FlightFilters>(props.value)
  const options = useMemo(() => filterOptions(props.rows, draft), [props.rows, draft])
  const matching = useMemo(() => applyFilters(props.rows, draft).length, [props.rows, draft])

  const group = <K extends 'carriers' | 'bands' | 'departAirports' | 'arriveAirports'>(
    key: K,
    title: string,
    items: FilterOption[],
    label: (o: FilterOption) => string,
  ) =>
    items.length > 1 || (draft[key] as readonly string[]).length > 0 ? (
      <View className="filter-sheet__group" data-testid={`filter-${key}`}>
        <Text className="filter-sheet__title">{title}</Text>
        <View className="filter-sheet__chips">
          {items.map((o) => {
            const on = (draft[key] as readonly string[]).includes(o.value)
            return (
              <Chip
                key={o.value}
                look="outline"
                className="filter-sheet__chip"
                role="checkbox"
                on={on}
                muted={o.count === 0}
                data-value={o.value}
                onTap={() => setDraft({ ...draft, [key]: toggle(draft[key] as readonly string[], o.value) })}
              >
                <Text>{label(o)}</Text>
                <Text className="filter-sheet__count">{o.count}</Text>
              </Chip>
            )
          })}
        </View>
      </View>
    ) : null

  return (
    <Sheet
      open={props.open}
      title={t('flight:filter.title')}
      onClose={props.onClose}
      testId="filter-sheet"
      footer={
        <>
          <MainButton kind="ghost" text={t('flight:filter.reset')} onClick={() => setDraft(NO_FILTERS)} testId="filter-reset" />
          <MainButton
            text={t('flight:filter.apply', { count: matching })}
            onClick={() => {
              props.onApply(draft)
              props.onClose()
            }}
            testId="filter-apply"
          />
        </>
      }
    >
      <View className="filter-sheet">
        <View
          className={`filter-sheet__switch ${draft.directOnly ? 'filter-sheet__switch--on' : ''}`}
          role="switch"
          aria-checked={draft.directOnly}
          data-testid="filter-direct"
          onClick={() => setDraft({ ...draft, directOnly: !draft.directOnly })}
        >
          <Text className="filter-sheet__switch-label">{t('flight:filter.directOnly')}</Text>
          <Text className="filter-sheet__count">{options.direct}</Text>
          <View className="filter-sheet__knob" />
        </View>
        {group('bands', t('flight:filter.time'), options.bands, (o) => t(`flight:filter.bands.${o.value}`))}
        {group('carriers', t('flight:filter.carriers'), options.carriers, (o) => o.label)}
        {group('departAirports', t('flight:filter.departAirports'), options.departAirports, (o) => o.label)}
        {group('arriveAirports', t('flight:filter.arriveAirports'), options.arriveAirports, (o) => o.label)}
      </View>
    </Sheet>
  )
}
