/** The cards of the approval settings' pages: a titled section and the label-and-value rows of an overview. */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import './index.scss'

export interface SectionAction {
  text: string
  onClick: () => void
  testId: string
}

/** A card with its title (and an action beside it); its children in the padded body unless `bare` (rows, people). */
export function SettingSection(p: { title: string; action?: SectionAction; bare?: boolean; testId?: string; children?: ReactNode }) {
  return (
    <View className="as-section" data-testid={p.testId}>
      <View className="as-section__head">
        <Text className="as-section__title">{p.title}</Text>
        {p.action && (
          <Text className="as-section__action" onClick={p.action.onClick} data-testid={p.action.testId}>
            {p.action.text}
          </Text>
        )}
      </View>
      {p.bare ? p.children : <View className="as-section__body">{p.children}</View>}
    </View>
  )
}

/** A fact of the rules page; given `onClick` it is a link to the page that manages it (the arrow after the value). */
export function SettingRow(p: { label: string; value: ReactNode; onClick?: () => void; testId?: string }) {
  return (
    <View className="as-row" role={p.onClick ? 'link' : undefined} onClick={p.onClick} data-testid={p.testId}>
      <Text className="as-row__label">{p.label}</Text>
      <Text className="as-row__value">
        {p.value}
        {p.onClick && ' ›'}
      </Text>
    </View>
  )
}
