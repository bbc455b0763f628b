/**
 * The itinerary of an application: one row per leg (from, to, date), legs added (the next one
 * starts where the last ended) and removed, each city from the shared city picker and each date
 * from the shared calendar; the first leg breaking a rule says why under itself.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { TextAction } from '@/components/ui/text-action'
import { anchorOf, type LegDraft } from '../form'
import { useFormat } from '../format'
import '@/i18n/ns/travelApply'

export interface LegsCardProps {
  legs: LegDraft[]
  maxLegs: number
  today: string
  /** Translated message and the index of the leg it is about. */
  error?: { index: number; text: string }
  onPickCity: (legKey: string, end: 'from' | 'to') => void
  onPickDate: (legKey: string) => void
  onSwap: (legKey: string) => void
  onAdd: () => void
  onRemove: (legKey: string) => void
}

export default function LegsCard(p: LegsCardProps) {
  const { t } = useTranslation()
  const f = useFormat()
  return (
    <View className="ta-legs" data-testid="legs">
      {p.legs.map((l, i) => (
        <View key={l.key} id={anchorOf(`leg.${i}`)} className={`ta-leg ${p.error?.index === i ? 'ta-leg--error' : ''}`} data-testid={`leg-${i}`}>
          <View className="ta-leg__head">
            <Text className="ta-leg__no">{t('travelApply:book.leg', { n: i + 1 })}</Text>
            {p.legs.length > 1 && (
              <View
                className="ta-leg__remove"
                role="button"
                aria-label={t('travelApply:book.removeLeg', { n: i + 1 })}
                onClick={() => p.onRemove(l.key)}
                data-testid={`leg-${i}-remove`}
              >
                <Text>{t('travelApply:book.remove')}</Text>
              </View>
            )}
          </View>
          <View className="ta-leg__cities">
            <View className="ta-leg__city" role="button" onClick={() => p.onPickCity(l.key, 'from')} data-testid={`leg-${i}-from`}>
              <Text className="ta-leg__label">{t('travelApply:book.from')}</Text>
              <Text className={l.from ? 'ta-leg__value' : 'ta-leg__placeholder'}>{l.from?.name ?? t('travelApply:book.chooseCity')}</Text>
            </View>
            <View className="ta-leg__swap" role="button" aria-label={t('travelApply:book.swap')} onClick={() => p.onSwap(l.key)} data-testid={`leg-${i}-swap`}>
              <Text>⇄</Text>
            </View>
            <View className="ta-leg__city ta-leg__city--right" role="button" onClick={() => p.onPickCity(l.key, 'to')} data-testid={`leg-${i}-to`}>
              <Text className="ta-leg__label">{t('travelApply:book.to')}</Text>
              <Text className={l.to ? 'ta-leg__value' : 'ta-leg__placeholder'}>{l.to?.name ?? t('travelApply:book.chooseCity')}</Text>
            </View>
          </View>
          <View className="ta-leg__date" role="button" onClick={() => p.onPickDate(l.key)} data-testid={`leg-${i}-date`}>
            <Text className="ta-leg__label">{t('travelApply:book.date')}</Text>
            <Text className={l.date ? 'ta-leg__value ta-leg__value--date' : 'ta-leg__placeholder'}>
              {l.date ? f.day(l.date, p.today) : t('travelApply:book.chooseDate')}
            </Text>
          </View>
          {p.error?.index === i && (
            <Text className="ta-error" data-testid="legs-error">
              {p.error.text}
            </Text>
          )}
        </View>
      ))}
      {p.legs.length < p.maxLegs && <TextAction block="ta-add" label={t('travelApply:book.addLeg')} onClick={p.onAdd} testId="legs-add" />}
    </View>
  )
}
