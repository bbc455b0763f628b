/** What changed: the disruption's line, scheduled → expected departure, where from and to, and what to do. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { Disruption } from '@api/disruption'
import { useFormat } from '@/components/format'
import { Tag } from '@/components/ui/tag'
import { disruptionTone } from '@/domain/disruption'

export default function ChangeCard({ item }: { item: Disruption }) {
  const { t } = useTranslation()
  const f = useFormat()
  return (
    <View className="dr-card dr-change" data-testid="disruption-change" data-kind={item.Kind}>
      <View className="dr-change__head">
        <Text className="dr-change__kind">{t(`disruption:kind.${item.Kind}`, { defaultValue: '' })}</Text>
        <Tag tone={disruptionTone(item.State)} text={item.StateName} testId="disruption-state" />
      </View>
      <Text className="dr-change__title" data-testid="disruption-title">
        {item.Title}
      </Text>
      <Text className="dr-change__route">
        {item.ServiceNo} · {item.FromName} – {item.ToName}
      </Text>
      {item.ScheduledDeparture && (
        <View className="dr-change__times" data-testid="disruption-times">
          <View className="dr-change__time">
            <Text className="dr-change__label">{t('disruption:change.scheduled')}</Text>
            <Text className={item.ExpectedDeparture ? 'dr-change__was' : ''}>{f.stamp(item.ScheduledDeparture)}</Text>
          </View>
          <Text className="dr-change__arrow" aria-hidden>
            →
          </Text>
          <View className="dr-change__time">
            <Text className="dr-change__label">{t('disruption:change.expected')}</Text>
            <Text className="dr-change__now">{item.ExpectedDeparture ? f.stamp(item.ExpectedDeparture) : t('disruption:change.noDeparture')}</Text>
          </View>
        </View>
      )}
      {item.Advice && (
        <Text className="dr-change__advice" data-testid="disruption-advice">
          {item.Advice}
        </Text>
      )}
    </View>
  )
}
