/**
 * ResultData schemas of the approval, trip-application and message calls for the OpenAPI
 * document: each names its interface in types/api rather than repeating every field.
 */
import { Type, type TUnsafe } from '@sinclair/typebox'

export const resultOf = <T>(name: string, file: 'approval' | 'trip-form' | 'message'): TUnsafe<T> =>
  Type.Unsafe<T>({
    type: 'object',
    title: name,
    description: `See interface ${name} in types/api/${file}.ts (money in fen, dates yyyy-MM-dd, times yyyy-MM-dd HH:mm China time).`,
  })
