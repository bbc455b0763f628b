import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'

export interface FullPickerProps {
  /** The picker's class (`calendar`); its look is `@include full-picker` (components/ui/_full-picker.scss). */
  block: string
  title: string
  closeLabel: string
  onClose: () => void
  testId?: string
  children: ReactNode
}

/** A picker over the whole screen: a modal dialog named by its title, closed by the × on the left (or Escape). */
export function FullPicker({ block, title, closeLabel, onClose, testId, children }: FullPickerProps) {
  return (
    <View className={block} data-testid={testId} role="dialog" aria-label={title}>
      <View className={`${block}__head`}>
        <View className={`${block}__close`} role="button" aria-label={closeLabel} data-dismiss onClick={onClose}>
          <Text>×</Text>
        </View>
        <Text className={`${block}__title`}>{title}</Text>
      </View>
      {children}
    </View>
  )
}
