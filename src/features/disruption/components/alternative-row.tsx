/**
 * One choice of the assistant: departure → arrival (a later day marked '+1'), the service and its
 * class, the price against the disrupted ticket ('free change' for the same carrier's, '+¥x',
 * '−¥x'), the policy tag with why it is out of the standard, and the seats left. Keep is a row of
 * its own: the traveller stays on the delayed service.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { Alternative } from '@api/disruption'
import { useFormat } from '@/components/format'
import { PolicyTag, Tag } from '@/components/ui/tag'
import { dayMark, priceDifference, signedMoney } from '@/domain/disruption'

export function PriceDiff({ alt }: { alt: Pick<Alternative, 'Free' | 'PriceDifference'> }) {
  const { t } = useTranslation()
  const f = useFormat()
  const d = priceDifference(alt)
  return (
    <Text className={`dr-alt__price dr-alt__price--${d.sign}`} data-testid="alternative-price" data-sign={d.sign}>
      {d.sign === 'free' ? t('disruption:alt.noCost') : signedMoney(d, f.money)}
    </Text>
  )
}

export default function AlternativeRow({ alt, keepLabel, onChoose }: { alt: Alternative; keepLabel: string; onChoose: (a: Alternative) => void }) {
  const { t } = useTranslation()
  if (alt.Group === 'Keep')
    return (
      <View className="dr-alt dr-alt--keep" role="button" data-testid="alternative-keep" data-token={alt.Token} onClick={() => onChoose(alt)}>
        <Text className="dr-alt__keep">{keepLabel}</Text>
        <Text className="dr-alt__hint">{t('disruption:alt.keepHint')}</Text>
      </View>
    )
  const mark = dayMark(alt.ArriveDayOffset)
  return (
    <View
      className="dr-alt"
      role="button"
      aria-label={t('disruption:alt.choose', { service: alt.ServiceNo, time: alt.DepartTime })}
      data-testid="alternative"
      data-token={alt.Token}
      data-group={alt.Group}
      data-service={alt.ServiceNo}
      data-depart={alt.DepartTime}
      data-arrive={`${alt.ArriveDayOffset}${alt.ArriveTime}`}
      onClick={() => onChoose(alt)}
    >
      <View className="dr-alt__line">
        <Text className="dr-alt__time">{alt.DepartTime}</Text>
        <Text className="dr-alt__arrow" aria-hidden>
          →
        </Text>
        <Text className="dr-alt__time">{alt.ArriveTime}</Text>
        {mark && (
          <Text className="dr-alt__day" data-testid="alternative-day" aria-label={t('disruption:alt.nextDay', { n: alt.ArriveDayOffset })}>
            {mark}
          </Text>
        )}
        <View className="dr-alt__spacer" />
        <PriceDiff alt={alt} />
      </View>
      <View className="dr-alt__line dr-alt__line--small">
        <Text>
          {alt.CarrierName} {alt.ServiceNo}
        </Text>
        <Text>
          {alt.FromName} – {alt.ToName}
        </Text>
        <Text>{alt.ClassName}</Text>
      </View>
      <View className="dr-alt__line dr-alt__line--small">
        {alt.Free && <Tag tone="pass" text={t('disruption:alt.free')} testId="alternative-free" />}
        <PolicyTag inPolicy={alt.InPolicy} testId="alternative-policy" />
        {!alt.InPolicy && alt.PolicyNote && (
          <Text className="dr-alt__note" data-testid="alternative-policy-note">
            {alt.PolicyNote}
          </Text>
        )}
        <View className="dr-alt__spacer" />
        <Text className="dr-alt__seats" data-testid="alternative-seats">
          {t('disruption:alt.seatsLeft', { n: alt.SeatsLeft })}
        </Text>
      </View>
    </View>
  )
}
