import { makeAutoObservable, observable } from 'mobx'
import type { Theme } from '../../types/api/session'
import { isPlainObject } from './merge'

/** A tab without the company's icons: '' means the bundled ones. */
const BUNDLED_TAB_ICONS = { Icon: '', ActiveIcon: '' }

/** Used where the company has no branding. Icons '' mean the bundled icons. */
export const DEFAULT_THEME: Theme = {
  WelcomeColor: '#0e62e8',
  PrimaryColor: '#0e62e8',
  SearchButtonBackground: '#0e62e8',
  BackgroundImage: '',
  TabColor: '#6b7385',
  TabActiveColor: '#0e62e8',
  ModuleIcons: { Plane: '', Hotel: '', Train: '', Car: '', Dinner: '', TravelApply: '', Travel: '', Bus: '' },
  TabIcons: { Home: BUNDLED_TAB_ICONS, Manage: BUNDLED_TAB_ICONS, Message: BUNDLED_TAB_ICONS, Trip: BUNDLED_TAB_ICONS, User: BUNDLED_TAB_ICONS },
}

/** Unlike settings, an empty string from the server means 'not branded' and keeps the default. */
function brand<T>(defaults: T, raw: unknown): T {
  if (typeof defaults === 'string') return (typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : defaults) as T
  if (!isPlainObject(defaults)) return defaults
  const src = isPlainObject(raw) ? raw : {}
  const out: Record<string, unknown> = {}
  for (const [k, d] of Object.entries(defaults)) out[k] = brand(d, src[k])
  return out as T
}

export class ThemeStore {
  theme: Theme = DEFAULT_THEME

  constructor() {
    // Replaced whole by set(), never changed in place.
    makeAutoObservable(this, { theme: observable.ref })
  }

  set(raw: Theme | null | undefined | unknown): void {
    this.theme = brand(DEFAULT_THEME, raw)
  }

  get primaryColor(): string {
    return this.theme.PrimaryColor
  }

  /** CSS custom properties for the page root, so components never hard-code colours (docs/ux.md). */
  get cssVars(): Record<string, string> {
    const t = this.theme
    return {
      '--color-primary': t.PrimaryColor,
      '--color-welcome': t.WelcomeColor,
      '--color-search-button': t.SearchButtonBackground,
      '--color-tab': t.TabColor,
      '--color-tab-active': t.TabActiveColor,
    }
  }
}
