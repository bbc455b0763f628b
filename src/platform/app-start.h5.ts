/**
 * H5: the app's start-up (src/app-start.ts: the stores, the interface language, the route guard)
 * is a chunk of its own, which the page's HTML asks for beside the entry (config/index.ts). The
 * entry waits for it before creating the app, as it did when the start-up was part of it; its
 * modules (MobX, i18next, the stores, the common texts) are evaluated in a task of their own
 * rather than in the entry's.
 */
import { LNG_OF, resolveStartLanguage } from '../i18n/start-language'
import { loadCoreTexts } from './core-texts'
// The start-up's only styles, in the first load's stylesheet rather than a stylesheet of the
// chunk's, which the browser would ask for only once the chunk has arrived.
import './touch-targets.h5.scss'
import './texts-wait.h5.scss'

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

// The interface language's common texts first: i18next starts with them as the start-up runs.
// (The HTML has asked for both chunks already; this orders their running, not their loading.)
await loadCoreTexts(LNG_OF[resolveStartLanguage()])
// The start-up's two largest libraries are evaluated each in a task of its own, before the rest of
// it: the store classes with MobX, then i18next started with those texts. One long task of the
// main thread becomes three shorter ones (Lighthouse's total blocking time counts what each task
// runs over 50 ms). The same chunk holds them all (its name); they are modules of the app, not the
// libraries themselves, whose every export an import() would keep.
await import(/* webpackChunkName: "app-start" */ '../stores/root')
await nextTask()
await import(/* webpackChunkName: "app-start" */ '../i18n')
await nextTask()
export const appStart = await import(/* webpackChunkName: "app-start" */ '../app-start')
