/**
 * Files the server sends as base64 (an invoice's PDF), on the H5 site: shown by the browser's own
 * viewer in a new tab, or saved under their name. The object URL lives a minute, long enough for
 * the tab to read it.
 */
function blobUrl(base64: string, type: string): string {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
  const url = URL.createObjectURL(new Blob([bytes], { type }))
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
  return url
}

function download(url: string, fileName: string): void {
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  a.rel = 'noopener'
  document.body.appendChild(a)
  a.click()
  a.remove()
}

/** Opens the file in a new tab; a browser that blocks the tab saves it instead. */
export async function openFile(fileName: string, base64: string, type: string): Promise<void> {
  const url = blobUrl(base64, type)
  if (!window.open(url, '_blank')) download(url, fileName)
}

/** Saves the file under its name (the browser's downloads). */
export async function saveFile(fileName: string, base64: string, type: string): Promise<void> {
  download(blobUrl(base64, type), fileName)
}

/** A picked file's bytes as base64 (an import sent in a JSON body); `blob` is the browser's File. */
export async function readBase64(file: { blob?: Blob; path?: string }): Promise<string> {
  if (!file.blob) throw new Error('no file')
  const bytes = new Uint8Array(await file.blob.arrayBuffer())
  let s = ''
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(s)
}
