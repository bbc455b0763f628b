import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import './ui.scss'

/**
 * A screen's actions pinned to the bottom (docs/kit.md): the kit's buttons side by side (one
 * given `className='action-bar__main'` takes twice the room), above the safe area; the page keeps
 * room for the bar so nothing scrolls under it.
 */
export function ActionBar({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <>
      <View className="action-bar-space" />
      <View className="action-bar" data-testid={testId}>
        {children}
      </View>
    </>
  )
}
