/** The mini-program has no share sheet for a web link: the link is copied instead. */
export function canShareLink(): boolean {
  return false
}

export async function shareLink(_title: string, _text: string, _url: string): Promise<boolean> {
  return false
}
