/**
 * Image codes for sign-in after repeated wrong passwords. The image is an SVG data URL so the
 * client shows it in an <Image> without another request. It slows down password guessing; it is
 * not meant to stop a determined OCR.
 */
import { randomInt } from 'node:crypto'
import type { AppDeps } from '../deps'
import { randomChars, randomToken, sha256 } from '../lib/crypto'
import { addSeconds } from '../lib/time'

/** No 0/O, 1/I/L: codes people can read. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const CAPTCHA_TTL_SECONDS = 300

const hashCode = (code: string) => sha256(code.trim().toUpperCase())

export function renderCaptchaSvg(code: string): string {
  const w = 120
  const h = 44
  const colors = ['#1f3b73', '#8a1c1c', '#1d6b3a', '#6b2c91', '#7a4b00']
  const parts: string[] = [`<rect width="${w}" height="${h}" rx="6" fill="#f2f5fa"/>`]
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<path d="M${randomInt(0, 30)} ${randomInt(5, h - 5)} Q${randomInt(30, 90)} ${randomInt(0, h)} ${randomInt(90, w)} ${randomInt(5, h - 5)}" stroke="${colors[i % colors.length]}" stroke-opacity="0.45" stroke-width="1.4" fill="none"/>`,
    )
  }
  for (let i = 0; i < 24; i++) {
    parts.push(`<circle cx="${randomInt(0, w)}" cy="${randomInt(0, h)}" r="1" fill="${colors[i % colors.length]}" fill-opacity="0.5"/>`)
  }
  ;[...code].forEach((ch, i) => {
    const x = 16 + i * 26 + randomInt(-3, 4)
    const y = 31 + randomInt(-4, 5)
    const rot = randomInt(-25, 26)
    parts.push(
      `<text x="${x}" y="${y}" transform="rotate(${rot} ${x} ${y - 8})" font-family="Verdana, Arial, sans-serif" font-size="${randomInt(22, 28)}" font-weight="bold" fill="${colors[randomInt(colors.length)]}">${ch}</text>`,
    )
  })
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join('')}</svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

export async function createCaptcha(deps: AppDeps, userNameKey: string): Promise<{ id: string; code: string; image: string }> {
  const now = deps.clock()
  const code = randomChars(ALPHABET, 4)
  const id = randomToken()
  await deps.db
    .insertInto('captchas')
    .values({
      id,
      user_name_key: userNameKey,
      code_hash: hashCode(code),
      created_at: now.toISOString(),
      expires_at: addSeconds(now, CAPTCHA_TTL_SECONDS).toISOString(),
      used_at: null,
    })
    .execute()
  return { id, code, image: renderCaptchaSvg(code) }
}

/** One attempt per image: the code is spent whether right or wrong, so it cannot be guessed in a loop. */
export async function consumeCaptcha(deps: AppDeps, id: string, userNameKey: string, code: string): Promise<boolean> {
  const now = deps.clock().toISOString()
  const row = await deps.db.selectFrom('captchas').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row || row.used_at !== null || row.user_name_key !== userNameKey) return false
  await deps.db.updateTable('captchas').set({ used_at: now }).where('id', '=', id).execute()
  return row.expires_at > now && row.code_hash === hashCode(code)
}
