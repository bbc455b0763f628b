/** Small schemas shared by the flight contract files. */
import { Type, type TSchema } from '@sinclair/typebox'

export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()])
export const DateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd' })
export const Fen = Type.Integer({ minimum: 0, description: 'amount in fen' })
export const CityCode = Type.String({ pattern: '^[A-Z]{3}$', description: 'IATA city code, e.g. BJS, SHA, CAN' })

/** A name in the three variants docs/data.md gives localised place objects. */
export interface NameVariants {
  CN: string
  EN: string
  JP: string
}
