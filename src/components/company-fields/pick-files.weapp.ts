/**
 * Picks files for the attachment field in WeChat: chooseMessageFile is the only chooser that
 * returns documents (PDF, Office) as well as images; files come from a chat's history.
 */
import Taro from '@tarojs/taro'
import type { PickedFile } from './picked-file'

export type { PickedFile } from './picked-file'

export async function pickFiles(max: number, extensions: readonly string[]): Promise<PickedFile[]> {
  try {
    const r = await Taro.chooseMessageFile({ count: max, type: 'all', extension: [...extensions] })
    return r.tempFiles.map((f) => ({ name: f.name, size: f.size, path: f.path }))
  } catch {
    // The user closed the chooser.
    return []
  }
}
