/**
 * A Chinese name in pinyin as a mainland passport prints it (user/convertPinyinName): the
 * surname and given names the server reads, polyphonic surnames as it says (单 SHAN, 曾 ZENG).
 */
import type { PinyinNameRes } from '@api/user-tools'
import { http } from '@/stores'

/** The name's pinyin; null when the server could not read it (its refusal is toasted). */
export async function pinyinOf(chName: string): Promise<PinyinNameRes | null> {
  try {
    return await http.call('user/convertPinyinName', { Name: chName.trim() })
  } catch {
    return null
  }
}
