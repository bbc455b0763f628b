/**
 * What hotels are made of: facilities, room types and bed types, in Chinese, English and
 * Japanese (Traditional Chinese is converted from the Chinese). The tables are in rooms.json.
 */
import DATA from './rooms.json'

/** [code, CN, EN, JP] — facilities of the filters and the hotel page. */
export const FACILITIES = DATA.facilities as [string, string, string, string][]

export type BedKind = 'King' | 'Twin' | 'Single' | 'KingSingle' | 'ThreeSingles'

/** [bed kind, CN, EN, JP] */
export const BEDS = DATA.beds as [BedKind, string, string, string][]

/**
 * [code, CN, EN, JP, bed, max occupancy, m² from, m² to, price factor, from star, to star].
 * A hotel offers the room types its star level allows (catalog.ts picks 3–5 of them).
 */
export type RoomRow = [string, string, string, string, BedKind, number, number, number, number, number, number]

export const ROOM_TYPES = DATA.rooms as RoomRow[]
