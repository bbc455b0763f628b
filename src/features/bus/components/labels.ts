/** Display helpers of the bus pages: language, the standard in a line, the picker's and calendar's texts. */
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { BusRankStandard } from '@api/bus'
import { asLang } from '@/components/format'
import type { Lang } from '@/domain/format'
import '@/features/bus/texts'

export function useBusText(): { t: TFunction; lang: Lang } {
  const { t, i18n } = useTranslation('bus')
  return { t, lang: asLang(i18n.language) }
}

export const policyLine = (t: TFunction, s: BusRankStandard | null | undefined): string =>
  s ? t('bus:policy.line', { rank: s.RankName, rules: s.Summary.join(' ') }) : t('bus:policy.none')
