/** One application in a list: route, dates, travellers, purpose, budget, code and status. */
import { Text, View } from '@tarojs/components'
import type { TripApplicationSummary } from '@api/trip-form'
import { Tag } from '@/components/ui/tag'
import { useFormat } from '../format'
import { applicationTone } from '../status'
import '@/i18n/ns/travelApply'

export default function AppCard({ app, onOpen }: { app: TripApplicationSummary; onOpen: (no: string) => void }) {
  const { t, money, range, stamp } = useFormat()
  return (
    <View className="ta-app" role="button" onClick={() => onOpen(app.ApplicationNo)} data-testid={`application-${app.ApplicationNo}`} data-status={app.Status}>
      <View className="ta-app__head">
        <Text className="ta-app__title">{app.Title}</Text>
        <Tag tone={applicationTone(app.Status)} text={t(`travelApply:status.${app.Status}`, { defaultValue: app.StatusName })} />
      </View>
      <Text className="ta-app__line">{t('travelApply:list.dates', { range: range(app.StartDate, app.EndDate), count: app.Days })}</Text>
      <Text className="ta-app__line">{[app.TravellerNames.join(t('travelApply:common.listSep')), app.Purpose].filter(Boolean).join(' · ')}</Text>
      {app.AuthorizationCode && <Text className="ta-app__code">{t('travelApply:list.code', { code: app.AuthorizationCode })}</Text>}
      <View className="ta-app__foot">
        <Text className="ta-app__time">{t('travelApply:list.createdAt', { time: stamp(app.CreatedAt) })}</Text>
        {app.TotalBudget !== null && <Text className="ta-app__budget">{t('travelApply:list.budget', { amount: money(app.TotalBudget) })}</Text>}
      </View>
    </View>
  )
}
