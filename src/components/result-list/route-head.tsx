/**
 * The head of a result list of a product sold by route within a sale window (trains, buses): the
 * two places, which lead back to the search, and the day with the day before and after inside the
 * window. Texts: `<ns>:list.prevDay`, `<ns>:list.nextDay`; look: `<block>__head`, `<block>__route`.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/components/format'
import { go } from '@/core/navigate'
import type { Lang } from '@/domain/format'
import { shiftDay } from '@/domain/hotel-stay'
import type { RouteName } from '@/routes'
import { stationName, type StationRef } from '@/shared/station-ref'
import { DayShift } from './day-shift'

export interface RouteDay {
  from: StationRef
  to: StationRef
  day: string
  today: string
  lastSaleDate: string
  setDate: (day: string) => void
}

function RouteHead({ ns, block, store: s, lang, search }: { ns: string; block: string; store: RouteDay; lang: Lang; search: RouteName }) {
  const { t } = useTranslation()
  const f = useFormat()
  const day = s.day
  return (
    <View className={`${block}__head`}>
      <View role="button" onClick={() => void go(search)}>
        <Text className={`${block}__route`} data-testid="list-route">{`${stationName(s.from, lang)} → ${stationName(s.to, lang)}`}</Text>
      </View>
      <DayShift
        day={f.day(day, s.today)}
        dayTestId="list-date"
        prev={{ text: t(`${ns}:list.prevDay`), enabled: day > s.today, testId: 'prev-day', onPress: () => s.setDate(shiftDay(day, -1)) }}
        next={{ text: t(`${ns}:list.nextDay`), enabled: day < s.lastSaleDate, testId: 'next-day', onPress: () => s.setDate(shiftDay(day, 1)) }}
      />
    </View>
  )
}

export default observer(RouteHead)
