/**
 * ResultData schemas of the flight, booking-data and order calls for the OpenAPI document. The
 * answers are typed by the interfaces of types/api/flight.ts and order.ts; these schemas name
 * them (the document links each answer to its interface) rather than repeat every field.
 */
import { Type, type TUnsafe } from '@sinclair/typebox'

export const resultOf = <T>(name: string, file: 'flight' | 'order' = 'flight', nullable = false): TUnsafe<T> =>
  Type.Unsafe<T>({
    ...(nullable ? { type: ['object', 'null'] } : { type: 'object' }),
    title: name,
    description: `See interface ${name} in types/api/${file}.ts (money in fen, dates yyyy-MM-dd, China time).`,
  })
