/** The H5 tab bar (platform/router-tab-bar.h5.ts), changed directly. Nothing happens before it is drawn. */
import { tabBar } from './router-tab-bar.h5'

export function setTabText(index: number, text: string): void {
  tabBar.text(index, text)
}

/** '' removes the badge. */
export function setTabBadge(index: number, text: string): void {
  tabBar.badge(index, text)
}

export function setTabStyle(style: { color: string; selectedColor: string; backgroundColor: string; borderStyle: 'black' | 'white' }): void {
  tabBar.style(style)
}
