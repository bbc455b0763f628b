/**
 * The coloured head of every detail page (orders, approvals, applications): the status in words
 * on its tone (docs/kit.md: one vocabulary, domain/status-tone.ts), what happens next, extra lines,
 * and the next actions.
 */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import type { Tone } from '@/domain/status-tone'
import './ui.scss'

export interface StatusHeaderProps {
  tone: Tone
  title: string
  hint?: ReactNode
  /** Smaller lines under the hint (number, deadline, amount). */
  meta?: (string | false | null | undefined)[]
  /** Buttons on the head. */
  children?: ReactNode
  testId?: string
  /** The machine status, for tests and styles. */
  status?: string
  titleTestId?: string
  hintTestId?: string
}

export function StatusHeader(p: StatusHeaderProps) {
  return (
    <View className={`status-head status-head--${p.tone}`} data-testid={p.testId} data-status={p.status} data-tone={p.tone}>
      <Text className="status-head__name" data-testid={p.titleTestId}>
        {p.title}
      </Text>
      {p.hint && (
        <Text className="status-head__hint" data-testid={p.hintTestId}>
          {p.hint}
        </Text>
      )}
      {(p.meta ?? []).filter(Boolean).map((m, i) => (
        <Text key={i} className="status-head__meta">
          {m}
        </Text>
      ))}
      {p.children && <View className="status-head__action">{p.children}</View>}
    </View>
  )
}
