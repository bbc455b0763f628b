/** Reading a QR code on the mini-program: WeChat's scanner. */
import Taro from '@tarojs/taro'

export interface ScanLabels {
  /** The H5 camera view's close button. */
  cancel: string
  /** The H5 camera view's hint. */
  hint: string
}

/** WeChat's scanner is always there. */
export function canScanCode(): boolean {
  return true
}

/** The scanned text, or null when the person closed the scanner. */
export async function scanCode(_labels: ScanLabels): Promise<string | null> {
  try {
    const r = await Taro.scanCode({ onlyFromCamera: true, scanType: ['qrCode'] })
    return r.result || null
  } catch {
    return null
  }
}

/** The address a QR code for `route` (a '/path?query' of the H5 router) points at: none on the mini-program. */
export function siteLink(_route: string): string {
  return ''
}

/** The mini-program's window keeps its size (only the wide H5 login listens). */
export function onWindowResize(_listener: () => void): () => void {
  return () => undefined
}
