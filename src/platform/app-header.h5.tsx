/**
 * H5 has no navigation bar of its own (Taro's is hidden, src/index.html), in a phone browser or in
 * WeChat's: every page that is not a tab gets this header, its title and a back control. A page
 * opened cold (a shared link, a reload) has nothing of the app behind it; the control then goes
 * home and says so.
 */
import { Text, View } from '@tarojs/components'
import type { AppHeaderProps } from './app-header-types'
import './app-header.h5.scss'

export type { AppHeaderProps } from './app-header-types'

export function AppHeader({ title, canGoBack, backLabel, onBack }: AppHeaderProps): JSX.Element | null {
  return (
    <View className="app-header" data-testid="app-header">
      <View
        className="app-header__back"
        role="button"
        aria-label={backLabel}
        onClick={onBack}
        data-testid="app-header-back"
        data-home={canGoBack ? undefined : 'true'}
      >
        <Text className={`app-header__icon app-header__icon--${canGoBack ? 'back' : 'home'}`} aria-hidden />
      </View>
      <Text className="app-header__title">{title}</Text>
      <View className="app-header__end" />
    </View>
  )
}
