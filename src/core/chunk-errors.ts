/**
 * A page whose code cannot be loaded (H5: its chunk, fetched on first use, after the network went
 * away) says so with a retry (docs/error-codes.md: a failed chunk load shows the chunk-load
 * error) instead of a tap that ends in silence. Retrying reloads the app at the address the
 * router already moved to, so the page opens once the network is back.
 */
import type { AlertOptions } from './http'
import type { GlobalError, Unsubscribe } from '../platform/navigation-types'

const CHUNK_FAILURE =
  /ChunkLoadError|Loading (CSS )?chunk [\w./-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i

export function isChunkLoadError(e: GlobalError): boolean {
  const reason = e.reason as { name?: unknown } | null | undefined
  return reason?.name === 'ChunkLoadError' || CHUNK_FAILURE.test(e.message)
}

export interface ChunkErrorDeps {
  onGlobalError(cb: (e: GlobalError) => void): Unsubscribe
  ui: { alert(options: AlertOptions): Promise<string> }
  t: (key: string) => string
  reload(): void
  /**
   * Before any page is on screen there is no page to hold the dialog (H5: the first page's own
   * code failed): the start-up screen says it instead, with the retry.
   */
  splash: { shown(): boolean; problem(message: string, retryLabel: string, retry: () => void): void }
}

/** One dialog at a time, however many chunks of the page failed. */
export function watchChunkErrors(deps: ChunkErrorDeps): Unsubscribe {
  let open = false
  return deps.onGlobalError((e) => {
    if (open || !isChunkLoadError(e)) return
    if (deps.splash.shown()) {
      deps.splash.problem(deps.t('errors:chunkLoadFailed'), deps.t('common:retry'), deps.reload)
      return
    }
    open = true
    void deps.ui
      .alert({
        content: deps.t('errors:chunkLoadFailed'),
        buttons: [
          { text: deps.t('common:cancel'), value: 'cancel' },
          { text: deps.t('common:retry'), value: 'retry' },
        ],
      })
      .then((answer) => {
        open = false
        if (answer === 'retry') deps.reload()
      })
  })
}
