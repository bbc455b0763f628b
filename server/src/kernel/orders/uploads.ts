/**
 * Attachments (systemInfo/uploadFiles): at most 10 files per call, each non-empty and under
 * 8 MB, of the docs/validation.md types (by extension). Files are stored on disk under a random id (the
 * id is the capability: 128 random bits) with a row in uploaded_files tying them to the company
 * and the uploader; orders reference them by FileId.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { FILE_URL_PREFIX, UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, type UploadedFile } from '../../../../types/api/booking-data'
import type { Database } from '../../db/schema'
import type { FormPart } from './multipart'
import { invalid } from './texts'

export const DEFAULT_UPLOAD_DIR = path.resolve(__dirname, '..', '..', '..', 'data', 'uploads')

const KINDS: Record<string, string> = {
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  bmp: 'image',
  gif: 'image',
  svg: 'image',
  xls: 'excel',
  xlsx: 'excel',
  doc: 'word',
  docx: 'word',
  pdf: 'pdf',
  ppt: 'ppt',
  pptx: 'ppt',
}

export const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  bmp: 'image/bmp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
}

export const extensionOf = (name: string): string => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? ''

/** Refuses the whole batch on the first bad file, naming it (the client shows which). */
export function checkFiles(files: readonly FormPart[]): void {
  if (!files.length) throw invalid('uploadNone')
  if (files.length > UPLOAD_MAX_FILES) throw invalid('uploadTooMany', { limit: UPLOAD_MAX_FILES })
  for (const f of files) {
    const name = f.filename || '?'
    if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(name))) throw invalid('uploadType', { name })
    if (f.data.length === 0) throw invalid('uploadEmpty', { name })
    if (f.data.length >= UPLOAD_MAX_BYTES) throw invalid('uploadTooLarge', { name })
  }
}

export async function storeFiles(
  db: Kysely<Database>,
  dir: string,
  owner: { companyId: number; userId: number },
  files: readonly FormPart[],
  nowIso: string,
  url: (path: string) => string,
): Promise<UploadedFile[]> {
  checkFiles(files)
  await fs.mkdir(dir, { recursive: true })
  const out: UploadedFile[] = []
  for (const f of files) {
    const ext = extensionOf(f.filename!)
    const id = randomBytes(16).toString('hex')
    await fs.writeFile(path.join(dir, `${id}.${ext}`), f.data)
    const name = path.basename(f.filename!).slice(0, 200)
    await db
      .insertInto('uploaded_files')
      .values({ id, company_id: owner.companyId, user_id: owner.userId, file_name: name, ext, kind: KINDS[ext], size: f.data.length, created_at: nowIso })
      .execute()
    out.push({ FileId: id, FileName: name, Size: f.data.length, Kind: KINDS[ext], Url: url(`${FILE_URL_PREFIX}${id}`) })
  }
  return out
}

/** A stored file by id, or null. Ids are random hex; anything else is not looked up. */
export async function readStoredFile(db: Kysely<Database>, dir: string, id: string): Promise<{ name: string; ext: string; data: Buffer } | null> {
  if (!/^[0-9a-f]{32}$/.test(id)) return null
  const row = await db.selectFrom('uploaded_files').select(['file_name', 'ext']).where('id', '=', id).executeTakeFirst()
  if (!row) return null
  try {
    return { name: row.file_name, ext: row.ext, data: await fs.readFile(path.join(dir, `${id}.${row.ext}`)) }
  } catch {
    return null
  }
}
