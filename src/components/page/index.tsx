import { ReactNode, useEffect, useLayoutEffect, useState } from 'react'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import { routeChanged, useStores } from '@/stores'
import { applyAppearance } from '@/platform/appearance'
import { hideSplash } from '@/platform/splash'
import { rememberRoute } from '@/platform/login'
import { AppHeader } from '@/platform/app-header'
import { setPageTitle } from '@/platform/page-title'
import { stackDepth } from '@/platform/navigation'
import { back, replace, go } from '@/core/navigate'
import { appTextsReady, ensureAppTexts } from '@/i18n'
import { ROUTE_POWERS, resolveUrl, routeOf, toQuery, type Resolved } from '@/routes'
import { Skeletons, StateBlock } from '@/components/ui/states'
import ToastHost from './toast-host'
import AlertHost from './alert-host'
import ErrorBoundary from './error-boundary'
import { ensureInit } from './session-gate'
import { syncTabBar } from './tab-bar'
import './index.scss'

export interface PageProps {
  /** i18n key of the navigation bar title. */
  title: string
  children?: ReactNode
  className?: string
  testId?: string
}

/** The current page as page path + query, the form both targets report and resolveUrl reads. */
function currentPageUrl(): string {
  const router = Taro.getCurrentInstance().router
  if (!router) return ''
  const params: Record<string, string> = {}
  for (const [k, v] of Object.entries(router.params ?? {})) if (k !== '$taroTimestamp' && v !== undefined) params[k] = String(v)
  return router.path.split('?')[0] + toQuery(params)
}

/**
 * Whether this page may show: 'open', or for a page that powers guard (ROUTE_POWERS), 'wait'
 * until the signed-in user's powers are known and 'denied' when none of them allows it.
 */
function useGate(r: Resolved | null): 'open' | 'wait' | 'denied' {
  const { session, power } = useStores()
  const needs = r && r.kind !== 'unknown' ? ROUTE_POWERS[r.name] : undefined
  if (!needs) return 'open'
  if (!session.signedIn || !power.loaded) return 'wait'
  return power.canAny(...needs) ? 'open' : 'denied'
}

/**
 * Whether the screen's common texts are all there: sign-in speaks only the start part, every other
 * screen the app part too, which H5 loads when the first of them shows (i18n ensureAppTexts). Until
 * then the page is mounted but not shown (its loads on show must see the show), and the texts'
 * arrival translates it anew.
 */
function useTextsGate(r: Resolved | null): boolean {
  const ready = (r?.kind === 'route' && r.name === 'login') || appTextsReady()
  useEffect(() => {
    if (!ready) void ensureAppTexts()
  }, [ready])
  return ready
}

/** The page's own route; none outside a page (a widget rendered on its own in a test). */
function usePageRoute(): Resolved | null {
  const router: { path?: string } | null = useRouter()
  const path = router?.path?.split('?')[0]
  return path ? resolveUrl(path) : null
}

/** Pages with the H5 header: all but the tabs (the tab bar is their way around) and sign-in (the way in). */
const headerShown = (r: Resolved | null): boolean => Boolean(r && r.kind !== 'unknown' && !routeOf(r.name).tab && r.name !== 'login')

/**
 * Every screen's frame: on H5 a header with the title and a back control (not on tabs and sign-in),
 * reports the route change (loading reset, direction, idle timer),
 * sends signed-out users from signed-in pages to login (remembering where they were), sets
 * the localized title, applies the theme and the light or dark appearance and hosts the toast, alert and loading bar.
 */
function Page({ title, children, className, testId }: PageProps) {
  const { session, theme, ui, appearance } = useStores()
  const dark = appearance.dark
  const { t, i18n } = useTranslation()
  const route = usePageRoute()
  const texts = useTextsGate(route)
  const gate = useGate(route)
  const header = headerShown(route)
  // The stack once this page is on it: at its first render the H5 router may not have pushed it yet
  // (a page opened from a tab then offered "home" instead of "back").
  const readDepth = () => (header ? stackDepth() : 0)
  const [depth, setDepth] = useState(readDepth)
  useEffect(() => setDepth(readDepth()), [])
  useDidShow(() => setDepth(readDepth()))
  const canGoBack = header && depth > 1

  const { TabColor, TabActiveColor } = theme.theme
  const syncTabs = () => {
    const r = resolveUrl(currentPageUrl())
    if (r.kind !== 'unknown' && routeOf(r.name).tab) syncTabBar(t, { color: TabColor, selectedColor: TabActiveColor }, appearance.dark)
  }

  const showTitle = () => setPageTitle(t(title))
  useDidShow(() => {
    // The native bars are per page on the mini-program, and a tab page kept alive may have missed
    // a change made elsewhere: set them each time a page shows (on H5 the title is the document's,
    // one for all pages: a page shown again by going back names itself again).
    showTitle()
    applyAppearance(appearance.dark)
    syncTabs()
    const url = currentPageUrl()
    routeChanged(url)
    const r = resolveUrl(url)
    if (r.kind !== 'unknown' && !routeOf(r.name).open && !session.signedIn) {
      rememberRoute(url)
      void replace('login')
      return
    }
    // Errors are already shown by the http client (toast, or login on 101).
    ensureInit().catch(() => undefined)
  })

  useEffect(showTitle, [title, t, i18n.language])

  useEffect(() => applyAppearance(dark), [dark])

  // The first page is on screen: the HTML's brand mark goes in the same frame.
  useLayoutEffect(hideSplash, [])

  useEffect(syncTabs, [t, i18n.language, TabColor, TabActiveColor, dark])

  return (
    // Dark: the dark palette of app.scss instead of the company's brand colours.
    <View
      className={`app-root page ${header ? 'page--header' : ''} ${texts ? '' : 'page--texts-wait'} ${dark ? 'theme-dark' : ''} ${className ?? ''}`}
      style={dark ? undefined : theme.cssVars}
      data-testid={testId}
    >
      {header && <AppHeader title={t(title)} canGoBack={canGoBack} backLabel={t(canGoBack ? 'common:back' : 'common:backHome')} onBack={() => void back()} />}
      {ui.loading && <View className="page__loading-bar" role="progressbar" aria-label={t('common:loading')} />}
      {ui.offline && (
        <View className="page__offline" role="status" data-testid="offline-banner">
          <Text>{t('common:offline')}</Text>
        </View>
      )}
      <ErrorBoundary>
        {gate === 'open' ? (
          children
        ) : gate === 'wait' ? (
          <Skeletons testId="page-gate-wait" />
        ) : (
          <StateBlock
            text={t('errors:pageNoPermission')}
            hint={t('errors:pageNoPermissionHint')}
            actions={[{ text: t('common:backHome'), onPress: () => void go('home'), solid: true, testId: 'page-no-permission-home' }]}
            testId="page-no-permission"
          />
        )}
      </ErrorBoundary>
      <ToastHost />
      <AlertHost />
    </View>
  )
}

export default observer(Page)
