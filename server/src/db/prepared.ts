/**
 * Reads of the hot paths, compiled once. Kysely builds and compiles a query on every call; for the
 * small indexed reads a search makes on every request (the seats, rooms and tickets left, which
 * are never cached) that costs many times the read itself: about 80 µs of server CPU per flight
 * search under the search bench, against 4 µs for SQLite to run it.
 *
 * A prepared read builds its query once per database and shape (the lengths of its list
 * arguments) with stand-ins for the values, and runs the compiled text with each call's values.
 * `build` must use its arguments as values only (where x = arg, x in list) and choose its SQL from
 * nothing but their number: two calls with lists of the same lengths share one text.
 */
import type { Compilable, CompiledQuery } from 'kysely'
import { readDirect } from './connect'
import type { Db } from './schema'

type Value = string | number
type Arg = Value | readonly Value[]

/** Where a compiled parameter comes from: argument, and index in it (-1: the argument itself). */
type Slot = readonly [number, number] | null

interface Compiled<R> {
  query: CompiledQuery<R>
  slots: Slot[]
}

export function preparedRead<A extends Arg[], R>(build: (db: Db, ...args: A) => Compilable<R>): (db: Db, ...args: A) => Promise<R[]> {
  // Per database (each has its dialect), then per shape.
  const compiled = new WeakMap<Db, Map<string, Compiled<R>>>()
  return async (db, ...args) => {
    let byShape = compiled.get(db)
    if (!byShape) compiled.set(db, (byShape = new Map()))
    const shape = args.map((a) => (Array.isArray(a) ? a.length : '')).join(',')
    let c = byShape.get(shape)
    if (!c) {
      const stand = new Map<unknown, Slot>()
      const standIn = (i: number, j: number) => {
        const v = `\u0000${i}.${j}`
        stand.set(v, [i, j])
        return v
      }
      const standIns = args.map((a, i) => (Array.isArray(a) ? a.map((_, j) => standIn(i, j)) : standIn(i, -1))) as A
      const query = build(db, ...standIns).compile()
      c = { query, slots: query.parameters.map((p) => stand.get(p) ?? null) }
      byShape.set(shape, c)
    }
    const { query, slots } = c
    const parameters = slots.map((s, k) => (s === null ? query.parameters[k] : s[1] < 0 ? args[s[0]] : (args[s[0]] as readonly Value[])[s[1]]))
    const run = { ...query, parameters }
    return readDirect<R>(db, run) ?? (await db.executeQuery<R>(run)).rows
  }
}
