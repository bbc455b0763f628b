import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'

export interface LevelFrameProps {
  /** The feature's class (`ap-level`); its parts are `__dot`, `__body`, `__head`, `__title`, `__kind`. */
  block: string
  /** More classes on the level (its state). */
  className?: string
  level: number
  title: string
  kindName: string
  /** After the kind on the head line (a status). */
  head?: ReactNode
  testId?: string
  status?: string
  /** Under the head: its approvers and what happened. */
  children?: ReactNode
}

/** One level of an approval chain: its number in a dot, then its title and kind over what the level holds. */
export function LevelFrame({ block, className, level, title, kindName, head, testId, status, children }: LevelFrameProps) {
  return (
    <View className={className ? `${block} ${className}` : block} data-testid={testId} data-status={status}>
      <View className={`${block}__dot`}>
        <Text>{level}</Text>
      </View>
      <View className={`${block}__body`}>
        <View className={`${block}__head`}>
          <Text className={`${block}__title`}>{title}</Text>
          <Text className={`${block}__kind`}>{kindName}</Text>
          {head}
        </View>
        {children}
      </View>
    </View>
  )
}
