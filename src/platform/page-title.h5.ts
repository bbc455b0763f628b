/**
 * H5: a page's title is the document's, the one the browser's tabs and history and a screen reader
 * name the page by (the page's header shows it too: app-header.h5.tsx). One document for all pages:
 * the Page frame names a page again whenever it shows.
 */
export function setPageTitle(title: string): void {
  if (title) document.title = title
}
