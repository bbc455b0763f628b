/**
 * Small helpers every screen may use (docs/addresses.md): the caller's own values kept by the
 * server (cache/get, cache/set) and a Chinese name in pinyin for documents (user/convertPinyinName).
 */
import { Type, type Static } from '@sinclair/typebox'

/** Letters, digits and . _ : - ; the caller's own, nobody else's. */
export const CACHE_KEY_PATTERN = '^[A-Za-z0-9_.:-]{1,64}$'
/** At most this many keys an account, and this many characters a value. */
export const CACHE_MAX_KEYS = 200
export const CACHE_MAX_VALUE = 16_000

export const CacheGetReq = Type.Object({ Key: Type.String({ pattern: CACHE_KEY_PATTERN }) }, { additionalProperties: false })
export type CacheGetReq = Static<typeof CacheGetReq>
export const CacheSetReq = Type.Object(
  {
    Key: Type.String({ pattern: CACHE_KEY_PATTERN }),
    /** null removes the key. */
    Value: Type.Union([Type.String({ maxLength: CACHE_MAX_VALUE }), Type.Null()]),
  },
  { additionalProperties: false },
)
export type CacheSetReq = Static<typeof CacheSetReq>
export interface CacheEntry {
  Key: string
  /** null: nothing kept under the key. */
  Value: string | null
  /** ISO time of the last set; null with no value. */
  UpdatedAt: string | null
}

export const PinyinNameReq = Type.Object({ Name: Type.String({ minLength: 1, maxLength: 30 }) })
export type PinyinNameReq = Static<typeof PinyinNameReq>
/** The name as a mainland passport prints it: upper case, no tones, ü as YU after L and N. */
export interface PinyinNameRes {
  Name: string
  /** Surname (a compound surname whole; an ethnic name's last part). */
  LastName: string
  FirstName: string
}

export interface UserToolCalls {
  'cache/get': { req: CacheGetReq; res: CacheEntry }
  'cache/set': { req: CacheSetReq; res: CacheEntry }
  'user/convertPinyinName': { req: PinyinNameReq; res: PinyinNameRes }
}
