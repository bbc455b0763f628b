/**
 * The kit's tags (docs/kit.md): a status in its tone, and the policy tag every product's result
 * rows and order pages carry (docs/glossary.md: in policy / out of policy). Built from the row
 * primitives so they cost nothing extra inside long virtual lists on H5.
 */
import { useTranslation } from 'react-i18next'
import { RowText } from '@/components/virtual-list/primitives'
import type { Tone } from '@/domain/status-tone'
import './ui.scss'
import '@/i18n/ns/kit'

/** A short status in its tone's colour (docs/ux.md semantic colours). */
export function Tag({ tone, text, testId }: { tone: Tone; text: string; testId?: string }) {
  return (
    <RowText className={`tag tag--${tone}`} data-testid={testId} data-tone={tone}>
      {text}
    </RowText>
  )
}

/** Green 'in policy' or orange 'out of policy'; `data-policy` says which. */
export function PolicyTag({ inPolicy, testId }: { inPolicy: boolean; testId?: string }) {
  const { t } = useTranslation()
  return (
    <RowText className={`policy-tag policy-tag--${inPolicy ? 'in' : 'out'}`} data-policy={inPolicy ? 'in' : 'out'} data-testid={testId}>
      {t(inPolicy ? 'kit:policy.in' : 'kit:policy.out')}
    </RowText>
  )
}
