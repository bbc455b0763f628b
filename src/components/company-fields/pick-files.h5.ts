/**
 * Picks files for the attachment field in a browser. Taro has no H5 file chooser
 * (chooseMessageFile is WeChat-only), so a hidden <input type=file> is clicked; the files keep
 * their Blob so http.upload can post them as they are.
 */
import type { PickedFile } from './picked-file'

export type { PickedFile } from './picked-file'

export function pickFiles(max: number, extensions: readonly string[]): Promise<PickedFile[]> {
  return new Promise((resolve) => {
    const input = document.createElement('input')
    input.type = 'file'
    input.multiple = max > 1
    input.accept = extensions.map((e) => `.${e}`).join(',')
    input.style.display = 'none'
    const done = (files: PickedFile[]) => {
      input.remove()
      resolve(files)
    }
    input.addEventListener('change', () => {
      const list = Array.from(input.files ?? [])
      done(list.map((f) => ({ name: f.name, size: f.size, blob: f })))
    })
    // Browsers that report a dismissed dialog; older ones leave the promise pending, harmlessly.
    input.addEventListener('cancel', () => done([]))
    document.body.appendChild(input)
    input.click()
  })
}
