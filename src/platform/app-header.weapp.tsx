import type { AppHeaderProps } from './app-header-types'

export type { AppHeaderProps } from './app-header-types'

/** The mini-program keeps WeChat's own navigation bar (title and back): nothing to draw. */
export function AppHeader(_: AppHeaderProps): JSX.Element | null {
  return null
}
