/**
 * What an administration list or a details page does to its items on the server (docs/kit.md):
 * `useAct` takes an action — asked first when it cannot be taken back, said done, then the list
 * loaded again (or the page left); `useEditing` is the item whose sheet is open and its save.
 */
import { useState } from 'react'
import { useStores } from '@/stores'
import { type Ask, useConfirm } from './use-confirm'

export interface ActOptions<R = unknown> {
  /** The question first (delete, remove, unbind…); nothing happens unless the user says yes. */
  ask?: Ask
  /** The toast once it went through (from the answer: 'three added'). */
  done: string | ((answer: R) => string)
  /** Once it went through: reload, go back…; the hook's own `after` unless given. */
  after?: () => unknown
  /** The server refused (the http client has shown its message): a word of the page's own. */
  refused?: (e: unknown) => void
}

/**
 * `act(work, { ask, done, after, refused })`: resolves whether the work went through. A refusal
 * was shown by the http client, so it is only handed to `refused`.
 */
export function useAct(after?: () => unknown) {
  const { ui } = useStores()
  const confirm = useConfirm()
  return async <R>(work: () => Promise<R>, o: ActOptions<R>): Promise<boolean> => {
    if (o.ask && !(await confirm(o.ask))) return false
    let answer: R
    try {
      answer = await work()
    } catch (e) {
      o.refused?.(e)
      return false
    }
    ui.toast(typeof o.done === 'function' ? o.done(answer) : o.done)
    await (o.after ?? after)?.()
    return true
  }
}

/**
 * The item being edited in its sheet, `'new'` for one being added, null when no sheet is open.
 * `save(work)` runs the save (a refusal throws on to the sheet, which stays open with what was
 * typed), then closes the sheet, says `saved` and runs `after` (the list loaded again).
 */
export function useEditing<T>(saved: string, after: () => unknown) {
  const { ui } = useStores()
  const [editing, setEditing] = useState<T | 'new' | null>(null)
  const save = async (work: () => Promise<unknown>) => {
    await work()
    setEditing(null)
    ui.toast(saved)
    void after()
  }
  return {
    editing,
    /** The item of the open sheet; null for a new one. */
    item: editing === 'new' ? null : editing,
    open: setEditing,
    close: () => setEditing(null),
    save,
  }
}
