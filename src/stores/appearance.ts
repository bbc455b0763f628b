/**
 * Light, dark or as the system says (docs/ux.md): the person's choice, remembered on the device,
 * and whether the screens are dark now. Every Page frame reads `dark`.
 */
import { makeAutoObservable } from 'mobx'
import { KEYS } from '../core/storage-keys'
import type { KVStore } from '../platform/kv'

export const APPEARANCES = ['light', 'dark', 'system'] as const
export type Appearance = (typeof APPEARANCES)[number]

export class AppearanceStore {
  choice: Appearance = 'system'
  systemDark = false

  constructor(private readonly kv: KVStore) {
    const saved = kv.get(KEYS.appearance)
    if ((APPEARANCES as readonly string[]).includes(saved ?? '')) this.choice = saved as Appearance
    makeAutoObservable<AppearanceStore, 'kv'>(this, { kv: false })
  }

  get dark(): boolean {
    return this.choice === 'dark' || (this.choice === 'system' && this.systemDark)
  }

  set(choice: Appearance): void {
    this.choice = choice
    this.kv.set(KEYS.appearance, choice)
  }

  setSystemDark(dark: boolean): void {
    this.systemDark = dark
  }
}
