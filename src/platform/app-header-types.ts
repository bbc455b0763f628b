export interface AppHeaderProps {
  /** The page's title, already localized. */
  title: string
  /** Whether anything of this app is behind the page (else the control goes home). */
  canGoBack: boolean
  /** The control's label: "back" or "back to home", localized. */
  backLabel: string
  onBack: () => void
}
