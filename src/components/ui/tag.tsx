/**
 * The kit's tags (docs/kit.md): a status in its tone, and the policy tag every product's result
 * rows and order pages carry (docs/glossary.md: in policy / out of policy). One Text each: on H5 a
 * plain span (platform/components.h5.tsx), so they cost nothing extra inside long virtual lists.
 */
import { useTranslation } from 'react-i18next'
import { Text } from '@tarojs/components'
import type { Tone } from '@/domain/status-tone'
import './ui.scss'
import '@/i18n/ns/kit'

/** A short status in its tone's colour (docs/ux.md semantic colours). */
export function Tag({ tone, text, testId }: { tone: Tone; text: string; testId?: string }) {
  return (
    <Text className={`tag tag--${tone}`} data-testid={testId} data-tone={tone}>
      {text}
    </Text>
  )
}

/** Green 'in policy' or orange 'out of policy'; `data-policy` says which. */
export function PolicyTag({ inPolicy, testId }: { inPolicy: boolean; testId?: string }) {
  const { t } = useTranslation()
  return (
    <Text className={`policy-tag policy-tag--${inPolicy ? 'in' : 'out'}`} data-policy={inPolicy ? 'in' : 'out'} data-testid={testId}>
      {t(inPolicy ? 'kit:policy.in' : 'kit:policy.out')}
    </Text>
  )
}
