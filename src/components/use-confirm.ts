/** The question before an action that cannot be taken back: delete, remove, reject, unbind, sign out. */
import { useCallback } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { HttpUi } from '@/core/http'
import { useStores } from '@/stores'

export interface Ask {
  title?: string
  content: string
  /** The button that goes ahead, named for the action ('Delete'). */
  yes: string
  /** The one that keeps things as they are; 'Cancel' unless given. */
  no?: string
}

/** Asks in the app's dialog; true when the user pressed `yes`. */
export async function askFirst(ui: Pick<HttpUi, 'alert'>, t: TFunction, { title, content, yes, no }: Ask): Promise<boolean> {
  const buttons = [
    { text: no ?? t('common:cancel'), value: 'no' },
    { text: yes, value: 'yes' },
  ]
  return (await ui.alert({ title, content, buttons })) === 'yes'
}

/** `askFirst` for a screen. */
export function useConfirm(): (ask: Ask) => Promise<boolean> {
  const { t } = useTranslation()
  const { ui } = useStores()
  return useCallback((ask: Ask) => askFirst(ui, t, ask), [ui, t])
}
