/** The caller's meal standard where the restaurants are: meals and caps, the day's cap and what is left, guests, the company's choices. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { DiningStandard } from '@api/dining'
import { useFormat } from '@/components/format'

export default function StandardCard({ std }: { std: DiningStandard | null }) {
  const { t } = useTranslation()
  const f = useFormat()
  if (!std)
    return (
      <View className="dn-std" data-testid="dining-standard">
        <Text className="dn-std__off">{t('dining:standard.none')}</Text>
      </View>
    )
  return (
    <View className="dn-std" data-testid="dining-standard">
      <Text className="dn-std__title">{`${t('dining:standard.title')} · ${std.RankName}`}</Text>
      {std.Meals.map((m) => (
        <Text key={m.Meal} className="dn-std__line">
          {t('dining:standard.meal', { meal: t(`dining:meal.${m.Meal}`), from: m.From, to: m.To, cap: f.money(m.Cap) })}
        </Text>
      ))}
      {std.DailyCap !== null && <Text className="dn-std__line">{t('dining:standard.daily', { cap: f.money(std.DailyCap) })}</Text>}
      <Text className="dn-std__line">
        {std.GuestCap === null ? t('dining:standard.noGuests') : t('dining:standard.guests', { cap: f.money(std.GuestCap) })}
      </Text>
      <Text className="dn-std__line">{`${t(`dining:standard.payDays.${std.PayDays}`)} · ${t(`dining:standard.over.${std.OverStandard}`)}`}</Text>
      {std.PayableToday ? (
        <Text className="dn-std__left" data-testid="dining-left">
          {t('dining:standard.left', { amount: f.money(std.LeftToday) })}
        </Text>
      ) : (
        <Text className="dn-std__off" data-testid="dining-not-payable">
          {std.NotPayableText}
        </Text>
      )}
    </View>
  )
}
