// A form's draft of a record the server keeps (an address, a header): from the record, and back.

/** The draft of `from` (null: a new one): each field of `empty` as the record has it, else empty. */
export function draftOf<D extends object>(empty: D, from: object | null | undefined): D {
  const had = (from ?? {}) as Record<string, unknown>
  return Object.fromEntries(Object.entries(empty).map(([k, v]) => [k, had[k] ?? v])) as D
}

/** The draft as it is sent: every text trimmed. */
export function trimmed<D extends object>(d: D): D {
  return Object.fromEntries(Object.entries(d).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as D
}
