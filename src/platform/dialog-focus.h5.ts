/**
 * Focus in sheets and dialogs on the H5 site (issue 9, WCAG 2.4.3 focus order): a View with
 * `role='dialog'` or `'alertdialog'` is modal while it is shown. When one appears, focus moves
 * into it (the dialog itself, so a screen reader reads its label, and Tab goes on to its first
 * control); Tab and Shift+Tab stay inside it; Escape does what tapping outside or its close button
 * does (the element marked `data-dismiss` inside it or beside it: a sheet's mask, a full-screen
 * picker's close); when it goes, focus goes back to what had it before (the control that opened
 * it). Dialogs on dialogs (a picker over a sheet) stack. Installed by keyboard.h5.ts.
 */

export const DIALOG = '[role="dialog"],[role="alertdialog"]'
const FOCUSABLE = '[tabindex]:not([tabindex="-1"]),input:not([disabled]),textarea:not([disabled]),button:not([disabled]),a[href]'

interface Open {
  dialog: HTMLElement
  opener: Element | null
}
const stack: Open[] = []

const shown = (el: Element) => el.getClientRects().length > 0

function focusables(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getAttribute('aria-disabled') !== 'true' && shown(el))
}

/** The open dialog on screen: one on a page that is kept but not shown (H5 keeps earlier pages) holds nothing. */
function top(): Open | undefined {
  for (let i = stack.length - 1; i >= 0; i--) {
    if (!stack[i].dialog.isConnected) stack.splice(i, 1)
    else if (shown(stack[i].dialog)) return stack[i]
  }
  return undefined
}

/** A dialog appeared: make it modal and move focus into it. */
export function dialogOpened(dialog: HTMLElement): void {
  if (stack.some((o) => o.dialog === dialog)) return
  dialog.setAttribute('aria-modal', 'true')
  if (!dialog.hasAttribute('tabindex')) dialog.setAttribute('tabindex', '-1')
  stack.push({ dialog, opener: document.activeElement })
  // After the frame that draws it: Taro's elements are defined as they connect.
  requestAnimationFrame(() => {
    if (dialog.isConnected && !dialog.contains(document.activeElement)) dialog.focus({ preventScroll: true })
  })
}

/** Nodes left the page: a dialog among them gives focus back to what opened it. */
export function nodesRemoved(): void {
  let closed: Open | undefined
  for (let i = stack.length - 1; i >= 0; i--) {
    if (!stack[i].dialog.isConnected) closed = stack.splice(i, 1)[0]
  }
  if (!closed) return
  const back = top()?.dialog
  const opener = closed.opener
  // Not into a text field: on a phone that would bring the keyboard up over the page.
  const returnable =
    opener instanceof HTMLElement && !(opener instanceof HTMLInputElement || opener instanceof HTMLTextAreaElement) && opener.isConnected && shown(opener)
  if (returnable && (!back || back.contains(opener))) opener.focus({ preventScroll: true })
  else back?.focus({ preventScroll: true })
}

function dismiss(dialog: HTMLElement): void {
  const inside = dialog.querySelector<HTMLElement>('[data-dismiss]')
  const beside = Array.from(dialog.parentElement?.children ?? []).find(
    (el): el is HTMLElement => el !== dialog && el instanceof HTMLElement && el.hasAttribute('data-dismiss'),
  )
  ;(inside ?? beside)?.click()
}

/** Tab stays inside the open dialog; Escape dismisses it. */
export function dialogKeydown(e: KeyboardEvent): void {
  const open = top()
  if (!open) return
  const { dialog } = open
  if (e.key === 'Escape') {
    e.preventDefault()
    dismiss(dialog)
    return
  }
  if (e.key !== 'Tab') return
  const list = focusables(dialog)
  if (!list.length) {
    e.preventDefault()
    dialog.focus({ preventScroll: true })
    return
  }
  const first = list[0]
  const last = list[list.length - 1]
  const at = document.activeElement
  // On the dialog itself (just opened) or somewhere else: the next Tab enters it.
  const outside = !(at instanceof Node) || at === dialog || !dialog.contains(at)
  if (e.shiftKey ? outside || at === first : outside || at === last) {
    e.preventDefault()
    ;(e.shiftKey ? last : first).focus()
  }
}
