/**
 * The kit's grouped list (docs/kit.md): a section card with an optional title, and its rows —
 * label, an optional hint under it, a value on the right and the arrow when the row opens
 * something. The personal centre, the Manage tab and every settings screen are built from them.
 */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import './list.scss'

export function Section({ title, children, testId }: { title?: string; children?: ReactNode; testId?: string }) {
  return (
    <View className="section-card" data-testid={testId}>
      {title && <Text className="section-card__title">{title}</Text>}
      <View className="section-card__body">{children}</View>
    </View>
  )
}

export interface ListRowProps {
  label: string
  hint?: string
  value?: string
  onClick?: () => void
  /** A link to a page (role link) rather than an action (role button). */
  link?: boolean
  danger?: boolean
  testId?: string
}

export function ListRow(p: ListRowProps) {
  return (
    <View
      className={`list-row ${p.danger ? 'list-row--danger' : ''}`}
      role={p.onClick ? (p.link ? 'link' : 'button') : undefined}
      data-testid={p.testId}
      onClick={p.onClick}
    >
      <View className="list-row__text">
        <Text className="list-row__label">{p.label}</Text>
        {p.hint && <Text className="list-row__hint">{p.hint}</Text>}
      </View>
      {p.value !== undefined && <Text className="list-row__value">{p.value}</Text>}
      {p.onClick && !p.danger && (
        <Text className="list-row__arrow" aria-hidden>
          ›
        </Text>
      )}
    </View>
  )
}

export interface FactProps {
  label: string
  /** Nothing is shown without a value. */
  value: string
  testId?: string
}

/**
 * A fact of a details page: its label and value side by side, styled by the page's `block`
 * (`<block>`, `<block>__label`, `<block>__value`); nothing when there is no value.
 */
export function Fact({ block, label, value, testId }: FactProps & { block: string }) {
  if (!value) return null
  return (
    <View className={block} data-testid={testId}>
      <Text className={`${block}__label`}>{label}</Text>
      <Text className={`${block}__value`}>{value}</Text>
    </View>
  )
}
