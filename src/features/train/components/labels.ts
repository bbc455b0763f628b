/**
 * Display helpers of the train pages: language, the policy line of a standard, why a class is
 * over standard, the texts the shared station picker and calendar take, and the station
 * picker's entries.
 */
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { TrainPolicyVerdict, TrainRankStandard, TrainRefundLine } from '@api/train'
import type { SeatClass } from '@api/train-values'
import { asLang, money } from '@/components/format'
import type { Lang } from '@/domain/format'
import '@/features/train/texts'

export function useTrainText(): { t: TFunction; lang: Lang } {
  const { t, i18n } = useTranslation('train')
  return { t, lang: asLang(i18n.language) }
}

export function seatClassName(t: TFunction, c: SeatClass): string {
  return t(`train:seatClass.${c}`)
}

/** The standard in a line: 'Second class on high-speed trains · hard sleeper at night'. */
export function policyLine(t: TFunction, rank: TrainRankStandard | null | undefined): string {
  if (!rank) return t('train:policy.none')
  const list = (cs: SeatClass[]) => cs.map((c) => seatClassName(t, c)).join(t('train:policy.or'))
  const parts: string[] = []
  if (rank.HighSpeed.length) parts.push(t('train:policy.highSpeed', { classes: list(rank.HighSpeed) }))
  if (rank.Conventional.length) parts.push(t('train:policy.conventional', { classes: list(rank.Conventional) }))
  if (rank.Night.length) parts.push(t('train:policy.night', { classes: list(rank.Night) }))
  return parts.length
    ? t('train:policy.line', { rank: rank.RankName, rules: parts.join(t('train:policy.separator')) })
    : t('train:policy.any', { rank: rank.RankName })
}

/** Why a class is over standard, as one line (the server's sentences are in the request's language). */
export function verdictDetail(t: TFunction, v: TrainPolicyVerdict): string {
  if (v.InPolicy) return ''
  const parts = v.Violations.map((x) => x.Message)
  if (v.PriceToBeat !== null) parts.push(t('train:policy.priceToBeat', { price: money(v.PriceToBeat) }))
  return parts.join(t('train:policy.separator'))
}

/**
 * A refund line's fee in words. The railway rounds the fee to the nearest ¥0.50 (12306), so when
 * price × rate is not already such a sum the exact product is shown and then the rounding:
 * '¥606.50 × 5% = ¥30.33, rounded to ¥30.50 by the railway's rule'.
 */
export function refundTierText(t: TFunction, l: Pick<TrainRefundLine, 'HoursBefore' | 'Rate' | 'Price' | 'Fee'>, fmt: (fen: number) => string): string {
  const exact = Math.round(l.Price * l.Rate)
  const params = { hours: l.HoursBefore, rate: Math.round(l.Rate * 1000) / 10, price: fmt(l.Price), fee: fmt(l.Fee), exact: fmt(exact) }
  return t(exact === l.Fee ? 'train:details.refundTier' : 'train:details.refundTierRounded', params)
}
