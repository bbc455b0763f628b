import { createHash, randomBytes, randomInt } from 'node:crypto'

/** URL-safe random token (256 bits). */
export const randomToken = (): string => randomBytes(32).toString('base64url')

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex')

/** `length` random decimal digits, e.g. an SMS code. */
export function randomDigits(length: number): string {
  let out = ''
  for (let i = 0; i < length; i++) out += String(randomInt(10))
  return out
}

/** Random characters from `alphabet`. */
export function randomChars(alphabet: string, length: number): string {
  let out = ''
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)]
  return out
}
