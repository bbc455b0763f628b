/**
 * What the app does once, before Taro creates it and its router: the stores, the interface
 * language, the route guard and the watchers of the host. app.ts reaches it through
 * platform/app-start: on H5 as a chunk of its own, so that its modules (MobX, i18next, the
 * stores, the common texts) are evaluated in a task of their own rather than in the entry's.
 */
import { installRouteGuard, signInFirst } from './platform/route-guard'
import { installKeyboardAccess } from './platform/keyboard'
import { keepTopPageShown } from './platform/page-shade'
import { onSystemAppearance, systemPrefersDark } from './platform/appearance'
import { rootStore } from './stores'
import { watchChunkErrors } from './core/chunk-errors'
import { onGlobalError, reload } from './platform/navigation'
import { onNetworkChange } from './platform/network'
import { splashProblem, splashShown } from './platform/splash'
import { t } from './i18n'

export { StoreContext, rootStore, startApp } from './stores'

// Before Taro's router reads the hash: redirects and unknown routes (docs/routes.md).
installRouteGuard()
// H5: coming straight back to a page never leaves it hidden (Taro's router hides it late).
keepTopPageShown()
// H5: every tappable View can be reached with Tab and pressed with Enter or Space.
installKeyboardAccess()
// Light or dark as the system says, now and when it changes (when the person follows the system).
rootStore.appearance.setSystemDark(systemPrefersDark())
onSystemAppearance((dark) => rootStore.appearance.setSystemDark(dark))
// The token of an earlier visit, before the first page asks whether we are signed in.
rootStore.session.restore()
// H5: no session and a page that needs one: straight to sign-in (before the router loads that page).
signInFirst(rootStore.session.signedIn)
// Offline and back: the frame says so, failed loads retry when the network returns.
onNetworkChange((online) => rootStore.ui.setOnline(online))
// A page whose code cannot load (H5, network gone) says so with a retry.
watchChunkErrors({ onGlobalError, ui: rootStore.ui, t: (key) => t(key), reload, splash: { shown: splashShown, problem: splashProblem } })
