/**
 * systemInfo/uploadFiles (multipart form post, field 'files' repeated) and the download of a
 * stored attachment (GET /api/systemInfo/files/<FileId>).
 *
 * The call is a normal domain call (auth, envelope, errors). Two things a domain cannot declare
 * are added by registerUploads(app): the multipart/form-data body parser (@fastify/multipart is
 * not installed; multipart.ts parses) and the GET route. Without it, uploads
 * answer 1001 "must be JSON"; the server start-up (main.ts) must call it once after buildApp.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { UploadFilesRes } from '../../../../types/api/booking-data'
import { FILE_URL_PREFIX, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../../../../types/api/booking-data'
import type { Database } from '../../db/schema'
import { defineDomain } from '../../http/call'
import { invalid } from './texts'
import { boundaryOf, parseMultipart, type FormPart } from './multipart'
import { DEFAULT_UPLOAD_DIR, MIME, readStoredFile, storeFiles } from './uploads'

export interface UploadForm {
  files: FormPart[]
}

interface UploadCalls {
  'systemInfo/uploadFiles': { req: UploadForm; res: UploadFilesRes }
}

let uploadDir = process.env.UPLOAD_DIR?.trim() || DEFAULT_UPLOAD_DIR

export default defineDomain<UploadCalls>('uploads', 'Attachments: multipart upload and download', 'booking-data', (call, res) => {
  call('systemInfo/uploadFiles', {
    summary: `Uploads attachments: multipart/form-data, field 'files', at most ${UPLOAD_MAX_FILES} files, each non-empty and under 8 MB, types png jpg jpeg bmp gif svg xls xlsx doc docx pdf ppt pptx`,
    auth: 'required',
    body: Type.Unsafe<UploadForm>({ type: 'object', description: "multipart/form-data with one or more 'files' parts" }),
    result: res('UploadFilesRes'),
    handle: (body, ctx) => {
      if (!body || !Array.isArray(body.files)) throw invalid('uploadForm')
      return storeFiles(ctx.db, uploadDir, ctx.caller, body.files, ctx.now().toISOString(), (p) => ctx.mediaUrl(p)).then((Files) => ({ Files }))
    },
  })
})

/** Adds the multipart parser and the download route; `dir` overrides UPLOAD_DIR (tests use a temp dir). */
export function registerUploads(app: FastifyInstance, opts: { db: Kysely<Database>; dir?: string }): void {
  if (opts.dir) uploadDir = opts.dir
  app.addContentTypeParser(
    'multipart/form-data',
    // Room for ten files just under the limit plus the form's own bytes.
    { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_FILES * UPLOAD_MAX_BYTES + 1024 * 1024 },
    (request, body, done) => {
      const boundary = boundaryOf(request.headers['content-type'])
      if (!boundary) return done(invalid('uploadForm'))
      try {
        const parts = parseMultipart(body as Buffer, boundary)
        done(null, { files: parts.filter((p) => p.filename !== null) } satisfies UploadForm)
      } catch {
        done(invalid('uploadForm'))
      }
    },
  )
  app.get(`${FILE_URL_PREFIX}:id`, { schema: { hide: true } }, async (request, reply) => {
    const file = await readStoredFile(opts.db, uploadDir, (request.params as { id: string }).id)
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
    return (
      reply
        .type(MIME[file.ext] ?? 'application/octet-stream')
        .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('X-Content-Type-Options', 'nosniff')
        // Uploaded SVG or HTML-ish content must not run as a page of this origin.
        .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .send(file.data)
    )
  })
}
