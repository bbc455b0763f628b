/**
 * ResultData schemas for the OpenAPI document. Answers are typed by the interfaces of
 * types/api/<file>.ts; these schemas name them (the document links each answer to its
 * interface) rather than repeat every field.
 */
import { Type, type TUnsafe } from '@sinclair/typebox'

export type ContractFile =
  | 'flight'
  | 'hotel'
  | 'train'
  | 'bus'
  | 'car'
  | 'order'
  | 'booking-data'
  | 'user-centre'
  | 'user-tools'
  | 'approval'
  | 'trip-form'
  | 'message'
  | 'disruption'
  | 'traveller'
  | 'money'
  | 'invoice'
  | 'support'
  | 'dining'
  | 'personal'
  | 'admin'
  | 'intlflight'
  | 'pay-ops'
  | 'report'

export const resultOf = <T>(name: string, file: ContractFile, nullable = false): TUnsafe<T> =>
  Type.Unsafe<T>({
    ...(nullable ? { type: ['object', 'null'] } : { type: 'object' }),
    title: name,
    description: `See interface ${name} in types/api/${file}.ts (money in fen, dates yyyy-MM-dd, times China time).`,
  })

/** A contract file's answer schemas by interface name (resultsOf). */
export type Results = <T>(name: string, nullable?: boolean) => TUnsafe<T>

/**
 * The answer schemas of one contract file, by interface name: `result: res('InvoiceDetail')`. The
 * answer's type is the contract map's for the call (inferred from where it is used), so only the
 * name is written.
 */
export const resultsOf =
  (file: ContractFile): Results =>
  <T>(name: string, nullable = false): TUnsafe<T> =>
    resultOf<T>(name, file, nullable)
