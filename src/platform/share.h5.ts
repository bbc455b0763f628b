/** Sharing a link: the browser's share sheet (Web Share API) where it has one. */
export function canShareLink(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function'
}

/** Opens the share sheet; false when there is none or the user closed it. */
export async function shareLink(title: string, text: string, url: string): Promise<boolean> {
  if (!canShareLink()) return false
  try {
    await navigator.share({ title, text, url })
    return true
  } catch {
    return false
  }
}
