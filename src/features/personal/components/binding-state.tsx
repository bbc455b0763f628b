/** A binding's state as a tag: bound (green), being verified (orange), unbound (grey). */
import { useTranslation } from 'react-i18next'
import type { BindState } from '@api/personal-values'
import { Tag } from '@/components/ui/tag'
import '@/i18n/ns/personal'

const TONE = { Bound: 'pass', Verifying: 'wait', Unbound: 'off' } as const

export default function BindingState({ state, testId }: { state: BindState; testId?: string }) {
  const { t } = useTranslation()
  return <Tag tone={TONE[state]} text={t(`personal:states.${state}`)} testId={testId} />
}
