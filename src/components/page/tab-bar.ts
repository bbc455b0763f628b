import { setTabStyle, setTabText } from '@/platform/tab-bar'
import { TAB_ROUTES } from '@/routes'

const TAB_TEXT: Record<string, string> = {
  home: 'common:tabs.home',
  manage: 'common:tabs.manage',
  message: 'common:tabs.message',
  trip: 'common:tabs.trip',
  user: 'common:tabs.user',
}

/**
 * The tab bar is native on weapp and fixed at build time: texts follow the language and
 * colours follow the company theme (or the dark appearance) at run time.
 */
export function syncTabBar(t: (key: string) => string, colors: { color: string; selectedColor: string }, dark = false): void {
  TAB_ROUTES.forEach((name, index) => {
    setTabText(index, t(TAB_TEXT[name]))
  })
  // Dark: the dark palette's tab colours (a brand colour may not read on the dark bar).
  const style = dark
    ? { color: '#a3a9b6', selectedColor: '#6ea8ff', backgroundColor: '#1c2029', borderStyle: 'black' as const }
    : { ...colors, backgroundColor: '#ffffff', borderStyle: 'white' as const }
  setTabStyle(style)
}
