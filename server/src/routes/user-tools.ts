/**
 * Small helpers every screen may use (types/api/user-tools.ts): the caller's own values kept by
 * the server, and a Chinese name in pinyin for a document's English name.
 */
import * as U from '../../../types/api/user-tools'
import { fail } from '../errors'
import { defineDomain } from '../http/call'
import { pinyinName } from '../lib/pinyin-name'
import { cacheGet, cacheSet } from '../services/personal/cache'

export default defineDomain('user-tools', 'The caller’s own kept values; a Chinese name in pinyin', 'user-tools', (call, res) => {
  call('cache/get', {
    summary: 'A value the caller kept under a key (null when none); only ever the caller’s own',
    auth: 'required',
    body: U.CacheGetReq,
    result: res('CacheEntry'),
    handle: (body, ctx) => cacheGet(ctx, body.Key),
  })
  call('cache/set', {
    summary: 'Keeps a value under a key for the caller (null removes it); at most 200 keys an account, 16,000 characters a value',
    description: '1001 for a bad key, a value too long, a field other than Key and Value (no one else’s values can be named), or a 201st key.',
    auth: 'required',
    body: U.CacheSetReq,
    result: res('CacheEntry'),
    handle: (body, ctx) => cacheSet(ctx, body),
  })
  call('user/convertPinyinName', {
    summary: 'A Chinese name in pinyin as a passport prints it: surname and given names, upper case, no tones, ü as YU after L and N',
    description: '1001 for a name that is not two or more Chinese characters (an ethnic name may have ·).',
    auth: 'required',
    body: U.PinyinNameReq,
    result: res('PinyinNameRes'),
    handle: async (body) => {
      const name = body.Name.trim()
      const parts = pinyinName(name)
      if (!parts) throw fail.validation('pinyinNameInvalid')
      return { Name: name, ...parts }
    },
  })
})
