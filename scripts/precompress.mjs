// Precompresses the built H5 site: beside every content-hashed text asset (JavaScript, CSS,
// SVG, JSON) a brotli (.br) and a gzip (.gz) copy, written only when smaller. The server sends
// them to browsers that accept them, so no request pays for compression at serving time. Only
// hashed names: a copy can never be stale, since a changed file gets a new name (a watch build
// rewriting index.html would otherwise be shadowed by an old index.html.br).
//   node scripts/precompress.mjs [dir]   (default dist/h5)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const HASHED_TEXT = /[.-][0-9a-f]{8,}\.(js|css|svg|json)$/i

/** Writes the .br/.gz copies under `dir`; returns { files, raw, br, gz } byte totals. */
export function precompress(dir) {
  const total = { files: 0, raw: 0, br: 0, gz: 0 }
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name)
      if (statSync(p).isDirectory()) walk(p)
      else if (HASHED_TEXT.test(name)) {
        const buf = readFileSync(p)
        const br = brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length } })
        const gz = gzipSync(buf, { level: 9 })
        total.files++
        total.raw += buf.length
        total.br += Math.min(br.length, buf.length)
        total.gz += Math.min(gz.length, buf.length)
        if (br.length < buf.length) writeFileSync(`${p}.br`, br)
        if (gz.length < buf.length) writeFileSync(`${p}.gz`, gz)
      }
    }
  }
  walk(dir)
  return total
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2] || 'dist/h5'
  const t = precompress(dir)
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`
  console.log(`precompressed ${t.files} files in ${dir}: ${kb(t.raw)} → brotli ${kb(t.br)}, gzip ${kb(t.gz)}`)
}
