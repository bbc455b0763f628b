/**
 * Hotel and room pictures the server draws itself: simple illustrations in the hotel's brand
 * colour, deterministic per hotel and room, so nothing external is loaded (the site's CSP allows
 * images from its own origin only). Served at GET /static/hotel/<hotelId>-<n>.png (n = 1–4: the
 * building by day, at dusk, the lobby, the breakfast room) and /static/hotel/<hotelId>-<room>.png.
 *
 * Drawn as SVG and sent as PNG, as a photo service sends raster pictures: a browser decodes a PNG
 * off its main thread, while every <img> of an SVG parses a document on it (a hotel list scrolled
 * on a slow phone spent about 30 ms a row on that). The SVG itself stays at the .svg address.
 * Pictures shown small (a result row, a room, an order) are thumbnails, 320 px wide
 * (`<hotelId>-<n>.w320.png`): a quarter of the pixels to send and decode.
 */
import type { FastifyInstance } from 'fastify'
import { Resvg } from '@resvg/resvg-js'
import { hash32 } from '../../lib/prng'
import { hotelById, roomOf, type Hotel, type RoomTypeDef } from './catalog'

export const PHOTO_PREFIX = '/static/hotel/'
export const HOTEL_PHOTOS = 4

/** The width of a thumbnail, the only other width drawn, and the mark of its name. */
const THUMB_WIDTH = 320
const THUMB = `.w${THUMB_WIDTH}`

export const hotelPhoto = (id: number, n: number, thumb = false): string => `${PHOTO_PREFIX}${id}-${n}${thumb ? THUMB : ''}.png`
export const roomPhoto = (id: number, room: string, thumb = false): string => `${PHOTO_PREFIX}${id}-${room}${thumb ? THUMB : ''}.png`

const W = 640
const H = 400

function frame(body: string, sky: [string, string]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#s)"/>${body}</svg>`
  )
}

function building(h: Hotel, dusk: boolean): string {
  const seed = hash32(`photo|${h.id}`)
  const floors = 3 + h.star * 2 + (seed % 4)
  const cols = 4 + ((seed >> 3) % 4)
  const bw = cols * 34 + 30
  const bh = Math.min(320, floors * 26 + 40)
  const x = (W - bw) / 2
  const y = H - 40 - bh
  let windows = ''
  for (let f = 0; f < floors && 20 + f * 26 < bh - 40; f++) {
    for (let c = 0; c < cols; c++) {
      const lit = dusk && (hash32(`w|${h.id}|${f}|${c}`) & 3) !== 0
      windows += `<rect x="${x + 20 + c * 34}" y="${y + 20 + f * 26}" width="22" height="16" rx="2" fill="${lit ? '#ffd97a' : dusk ? '#3b4a6b' : '#cfe6f7'}"/>`
    }
  }
  const door = `<rect x="${W / 2 - 24}" y="${H - 76}" width="48" height="36" fill="${dusk ? '#ffe9a8' : '#eef4f8'}"/>`
  const sign = `<rect x="${W / 2 - 70}" y="${y - 26}" width="140" height="22" rx="4" fill="${h.brand.colour}"/><rect x="${W / 2 - 54}" y="${y - 19}" width="108" height="8" rx="4" fill="#ffffff" opacity=".85"/>`
  const ground = `<rect y="${H - 40}" width="${W}" height="40" fill="${dusk ? '#2d3343' : '#9fb0a0'}"/>`
  const trees = [70, 140, W - 140, W - 70].map((tx) => `<circle cx="${tx}" cy="${H - 62}" r="22" fill="${dusk ? '#284034' : '#5f9a5a'}"/>`).join('')
  return `${ground}<rect x="${x}" y="${y}" width="${bw}" height="${bh}" fill="${h.brand.colour}" opacity="${dusk ? 0.85 : 0.95}"/>${windows}${door}${sign}${trees}`
}

function lobby(h: Hotel): string {
  return (
    `<rect y="260" width="${W}" height="140" fill="#d9cbb3"/>` +
    `<rect x="200" y="200" width="240" height="70" rx="6" fill="${h.brand.colour}"/>` +
    `<rect x="220" y="180" width="200" height="20" fill="#f4efe6"/>` +
    [120, 320, 520]
      .map((cx) => `<circle cx="${cx}" cy="60" r="18" fill="#ffe7a3"/><line x1="${cx}" y1="0" x2="${cx}" y2="42" stroke="#8a7a5c" stroke-width="3"/>`)
      .join('') +
    `<rect x="60" y="300" width="90" height="40" rx="10" fill="${h.brand.colour}" opacity=".7"/><rect x="490" y="300" width="90" height="40" rx="10" fill="${h.brand.colour}" opacity=".7"/>`
  )
}

function breakfastRoom(h: Hotel): string {
  let tables = ''
  for (let i = 0; i < 4; i++)
    tables += `<ellipse cx="${110 + i * 140}" cy="300" rx="52" ry="16" fill="#ffffff"/><rect x="${104 + i * 140}" y="300" width="12" height="50" fill="#7a6a58"/><circle cx="${96 + i * 140}" cy="292" r="7" fill="${h.brand.colour}"/>`
  return `<rect y="330" width="${W}" height="70" fill="#c9b89a"/><rect x="40" y="60" width="560" height="130" rx="8" fill="#eaf3f8" stroke="${h.brand.colour}" stroke-width="8"/>${tables}`
}

function roomScene(h: Hotel, room: RoomTypeDef): string {
  const beds = room.bed === 'Twin' ? [150, 390] : room.bed === 'ThreeSingles' ? [90, 260, 430] : room.bed === 'KingSingle' ? [120, 400] : [W / 2 - 130]
  const width = room.bed === 'King' ? 260 : room.bed === 'KingSingle' ? 220 : 130
  const bedsSvg = beds
    .map((bx, i) => {
      const w = room.bed === 'KingSingle' && i === 1 ? 130 : width
      return `<rect x="${bx}" y="230" width="${w}" height="90" rx="8" fill="#ffffff"/><rect x="${bx}" y="270" width="${w}" height="50" rx="6" fill="${h.brand.colour}" opacity=".8"/><rect x="${bx + 10}" y="214" width="${w - 20}" height="26" rx="10" fill="#f2f2f2"/>`
    })
    .join('')
  const window = room.window
    ? `<rect x="420" y="50" width="170" height="120" fill="#bfe3f7" stroke="#ffffff" stroke-width="8"/>`
    : `<rect x="420" y="60" width="170" height="100" rx="6" fill="#e9e2d5"/>`
  return `<rect y="320" width="${W}" height="80" fill="#b89f80"/><rect x="0" y="0" width="${W}" height="320" fill="#f3ece1"/>${window}<rect x="40" y="190" width="${W - 80}" height="40" fill="#8d7356" opacity=".5"/>${bedsSvg}`
}

export function hotelSvg(h: Hotel, n: number): string {
  switch (n) {
    case 2:
      return frame(building(h, true), ['#1d2b4f', '#e08a5c'])
    case 3:
      return frame(lobby(h), ['#f6efe3', '#efe3cf'])
    case 4:
      return frame(breakfastRoom(h), ['#fbf6ee', '#f1e6d4'])
    default:
      return frame(building(h, false), ['#7ec3ef', '#dff1fb'])
  }
}

export const roomSvg = (h: Hotel, room: RoomTypeDef): string => frame(roomScene(h, room), ['#f3ece1', '#f3ece1'])

/** The picture of a file name ('1203-2', '1203-STDK'), or null. */
export function photoSvg(file: string): string | null {
  const m = /^(\d{1,6})-([A-Za-z0-9]{1,16})$/.exec(file)
  if (!m) return null
  const h = hotelById(Number(m[1]))
  if (!h) return null
  if (/^\d$/.test(m[2])) {
    const n = Number(m[2])
    return n >= 1 && n <= HOTEL_PHOTOS ? hotelSvg(h, n) : null
  }
  const room = roomOf(h, m[2])
  return room ? roomSvg(h, room) : null
}

/** The last pictures drawn as PNG (a few MB at most): each costs a few ms to draw. */
const drawn = new Map<string, Buffer>()
const DRAWN_MAX = 400

/** The picture's PNG ('1203-2', or '1203-2.w320' for its thumbnail), drawn once and kept while it is among the last DRAWN_MAX asked for. */
export function photoPng(file: string): Buffer | null {
  const kept = drawn.get(file)
  if (kept) {
    drawn.delete(file)
    drawn.set(file, kept)
    return kept
  }
  const thumb = file.endsWith(THUMB)
  const svg = photoSvg(thumb ? file.slice(0, -THUMB.length) : file)
  if (!svg) return null
  // No fonts: the pictures have no text, and loading the system's fonts costs more than the drawing.
  const png = new Resvg(svg, { font: { loadSystemFonts: false }, ...(thumb ? { fitTo: { mode: 'width' as const, value: THUMB_WIDTH } } : {}) }).render().asPng()
  drawn.set(file, png)
  if (drawn.size > DRAWN_MAX) drawn.delete(drawn.keys().next().value as string)
  return png
}

/** GET /static/hotel/:file beside the calls: pictures are files, not calls. */
export function registerPhotoRoute(app: FastifyInstance): void {
  app.get(`${PHOTO_PREFIX}:file`, { schema: { hide: true } }, async (request, reply) => {
    const file = (request.params as { file: string }).file
    const dot = file.lastIndexOf('.')
    const [name, ext] = dot < 0 ? [file, ''] : [file.slice(0, dot), file.slice(dot + 1)]
    const body = ext === 'png' ? photoPng(name) : ext === 'svg' ? photoSvg(name) : null
    if (!body) return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
    return (
      reply
        .type(ext === 'png' ? 'image/png' : 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        // Opened on its own, the picture may draw and nothing else.
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(body)
    )
  })
}
