/**
 * The brand mark the HTML shows while the first load arrives (src/index.html, #boot) goes when the
 * first page is committed, before the browser paints it.
 */
export function hideSplash(): void {
  document.getElementById('boot')?.remove()
}
