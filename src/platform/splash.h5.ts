/**
 * The brand mark the HTML shows while the first load arrives (src/index.html, #boot): it goes when
 * the first page is committed, before the browser paints it; if that page's code cannot be loaded,
 * it says so with a retry, as the page would have.
 */
const splash = () => document.getElementById('boot')

export function hideSplash(): void {
  splash()?.remove()
}

/** True until the first page is on screen. */
export function splashShown(): boolean {
  return !!splash()
}

/** No page could be shown: the message under the mark and one button that calls `retry`. */
export function splashProblem(message: string, retryLabel: string, retry: () => void): void {
  const el = splash()
  if (!el || el.querySelector('[role="alert"]')) return
  const box = document.createElement('div')
  box.className = 'boot__problem'
  box.setAttribute('role', 'alert')
  box.setAttribute('data-testid', 'boot-problem')
  const text = document.createElement('p')
  text.textContent = message
  const button = document.createElement('button')
  button.type = 'button'
  button.textContent = retryLabel
  button.setAttribute('data-testid', 'boot-retry')
  button.addEventListener('click', retry)
  box.append(text, button)
  el.classList.add('boot--problem')
  el.append(box)
  button.focus()
}
