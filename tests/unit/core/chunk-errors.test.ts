// A page whose code fails to load says so once, with a retry that reloads the app; other errors
// are left to telemetry.
import { isChunkLoadError, watchChunkErrors } from '@/core/chunk-errors'
import type { GlobalError } from '@/platform/navigation-types'

describe('chunk-load errors', () => {
  it.each([
    [{ kind: 'promise', message: 'Loading chunk 417 failed.\n(error: http://x/js/417.js)' }, true],
    [{ kind: 'promise', message: 'Loading CSS chunk features/flight/search failed.' }, true],
    [{ kind: 'promise', message: 'boom', reason: { name: 'ChunkLoadError' } }, true],
    [{ kind: 'promise', message: 'Failed to fetch dynamically imported module: http://x/a.js' }, true],
    [{ kind: 'script', message: "Cannot read properties of undefined (reading 'x')" }, false],
    [{ kind: 'promise', message: 'Network request failed' }, false],
    [{ kind: 'resource', message: 'failed to load IMG', tagName: 'IMG' }, false],
  ] as [GlobalError, boolean][])('%j → %s', (e, yes) => expect(isChunkLoadError(e)).toBe(yes))

  function harness(answer: string, { firstPage = false } = {}) {
    let emit: (e: GlobalError) => void = () => undefined
    const shown: string[] = []
    const onSplash: string[] = []
    let reloads = 0
    const off = watchChunkErrors({
      onGlobalError: (cb) => {
        emit = cb
        return () => (emit = () => undefined)
      },
      ui: {
        alert: async (o) => {
          shown.push(`${o.content} [${o.buttons.map((b) => b.text).join('|')}]`)
          await Promise.resolve()
          return answer
        },
      },
      t: (k) => k,
      reload: () => reloads++,
      splash: {
        shown: () => firstPage,
        problem: (message, retryLabel, retry) => {
          onSplash.push(`${message} [${retryLabel}]`)
          retry()
        },
      },
    })
    return { emit: (e: GlobalError) => emit(e), shown, onSplash, reloads: () => reloads, off }
  }
  const chunk: GlobalError = { kind: 'promise', message: 'Loading chunk 417 failed.' }

  it('says so once however many chunks fail, and retry reloads', async () => {
    const h = harness('retry')
    h.emit(chunk)
    h.emit({ kind: 'promise', message: 'Loading CSS chunk 417 failed.' })
    h.emit({ kind: 'script', message: 'unrelated' })
    await new Promise((r) => setTimeout(r, 0))
    expect(h.shown).toEqual(['errors:chunkLoadFailed [common:cancel|common:retry]'])
    expect(h.reloads()).toBe(1)
    // The dialog closed: a later failure asks again.
    h.emit(chunk)
    await new Promise((r) => setTimeout(r, 0))
    expect(h.shown.length).toBe(2)
  })

  it('cancel leaves the app as it is; after unsubscribing nothing is shown', async () => {
    const h = harness('cancel')
    h.emit(chunk)
    await new Promise((r) => setTimeout(r, 0))
    expect(h.reloads()).toBe(0)
    h.off()
    h.emit(chunk)
    await new Promise((r) => setTimeout(r, 0))
    expect(h.shown.length).toBe(1)
  })

  it('before any page is on screen, the start-up screen says it with the retry (no dialog: nothing could hold it)', async () => {
    const h = harness('cancel', { firstPage: true })
    h.emit(chunk)
    h.emit({ kind: 'script', message: 'unrelated' })
    await new Promise((r) => setTimeout(r, 0))
    expect(h.shown).toEqual([])
    expect(h.onSplash).toEqual(['errors:chunkLoadFailed [common:retry]'])
    expect(h.reloads()).toBe(1)
  })
})
