/**
 * The one masking rule set for document and phone numbers (docs/personal.md#masking): an ID or
 * document number keeps its first 4 and last 4 characters ('1101**********1234'; 8 or fewer
 * characters keep their last 2), a phone its first 3 and last 4 ('138****0001'; shorter phones
 * stay as they are). A value that already holds '*' is taken as masked and left alone.
 */
export function maskId(id: string): string {
  if (id.includes('*')) return id
  return id.length > 8 ? `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}` : id.replace(/.(?=.{2})/g, '*')
}

export function maskMobile(m: string): string {
  if (m.includes('*')) return m
  return m.length >= 7 ? `${m.slice(0, 3)}****${m.slice(-4)}` : m
}

/** Whether a value sent back by a client is a masked one (the client did not change it). */
export const isMasked = (v: string): boolean => v.includes('*')

/** Answer keys holding an ID or document number, and those holding a person's phone. */
export const ID_KEYS: ReadonlySet<string> = new Set(['IdNo', 'DocNo'])
export const PHONE_KEYS: ReadonlySet<string> = new Set(['Mobile'])

/**
 * Masks every ID and phone value of a value in place, at any depth (objects and arrays).
 * Returns how many values it found, so that a caller can first ask whether there is anything to mask.
 */
export function maskDeep(data: unknown, apply = true): number {
  let found = 0
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) {
      for (const x of v) if (x && typeof x === 'object') walk(x)
      return
    }
    if (!v || typeof v !== 'object') return
    const o = v as Record<string, unknown>
    for (const k of Object.keys(o)) {
      const x = o[k]
      if (typeof x === 'string') {
        if (x === '' || x.includes('*')) continue
        if (ID_KEYS.has(k)) {
          found++
          if (apply) o[k] = maskId(x)
        } else if (PHONE_KEYS.has(k)) {
          found++
          if (apply) o[k] = maskMobile(x)
        }
      } else if (x && typeof x === 'object') walk(x)
    }
  }
  walk(data)
  return found
}
