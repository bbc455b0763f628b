/**
 * A QR code as rows of dark runs, for drawing it with plain boxes on both targets (no canvas):
 * each row lists [first column, length] of its consecutive dark modules.
 */
import { create } from 'qrcode'

export interface QrRuns {
  /** Modules per side. */
  size: number
  rows: [number, number][][]
}

/** UTF-8 bytes of a text, without TextEncoder (the mini-program's runtime may lack it). */
export function utf8(text: string): Uint8ClampedArray {
  const e = encodeURIComponent(text)
  const out: number[] = []
  for (let i = 0; i < e.length; i++) {
    if (e[i] === '%') {
      out.push(parseInt(e.slice(i + 1, i + 3), 16))
      i += 2
    } else out.push(e.charCodeAt(i))
  }
  return Uint8ClampedArray.from(out)
}

/** The code's modules (error correction M, the text as bytes). */
export const qrModules = (text: string) => create([{ data: utf8(text), mode: 'byte' }], { errorCorrectionLevel: 'M' }).modules

export function qrRuns(text: string): QrRuns {
  const modules = qrModules(text)
  const size = modules.size
  const rows: [number, number][][] = []
  for (let r = 0; r < size; r++) {
    const runs: [number, number][] = []
    let start = -1
    for (let c = 0; c <= size; c++) {
      const dark = c < size && modules.get(r, c) === 1
      if (dark && start < 0) start = c
      if (!dark && start >= 0) {
        runs.push([start, c - start])
        start = -1
      }
    }
    rows.push(runs)
  }
  return { size, rows }
}
