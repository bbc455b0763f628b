/** An inquiry sheet in a list: number, state, route and dates, cabin, who asked. */
import { Text, View } from '@tarojs/components'
import type { InquirySheet } from '@api/intlflight'
import { useFormat } from '@/components/format'
import { cityOf, useIntlText } from './labels'

export function sheetRoute(sheet: Pick<InquirySheet, 'Legs' | 'Places'>): string {
  const places = Object.values(sheet.Places)
  const city = (code: string) => places.find((p) => p.Code === code || p.CityCode === code)?.CityName ?? cityOf(sheet.Places, code)
  const first = sheet.Legs[0]
  if (!first) return ''
  return `${city(first.From)} ${sheet.Legs.length > 1 ? '⇄' : '→'} ${city(first.To)}`
}

export function SheetRow({ sheet, onOpen }: { sheet: InquirySheet; onOpen: () => void }) {
  const { t } = useIntlText()
  const f = useFormat()
  return (
    <View className="sheet-row" role="button" data-testid="sheet-row" data-sheet={sheet.SheetNo} data-state={sheet.State} onClick={onOpen}>
      <View className="sheet-row__head">
        <Text className="sheet-row__route">{sheetRoute(sheet)}</Text>
        <Text className={`sheet-row__state sheet-row__state--${sheet.State}`}>{sheet.StateName}</Text>
      </View>
      <Text className="intl-card__sub">{`${sheet.Legs.map((l) => f.date(l.Date)).join(' – ')} · ${t(`intlFlight:cabin.${sheet.Cabin}`)} · ${t('intlFlight:sheet.travellerCount', { count: sheet.TravellerCount })}`}</Text>
      <Text className="intl-card__sub">{`${sheet.SheetNo} · ${sheet.AskerName}`}</Text>
    </View>
  )
}
