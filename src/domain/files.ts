// Attachment rules (docs/validation.md, docs/constants.md): type by extension, at most 10 files, each under 8 MB.
import { fail, failAt, messages, PASS, type Check, type ItemCheck, type ItemFailure } from './check'

export type FileType = 'image' | 'excel' | 'word' | 'pdf' | 'ppt' | 'other'

export const MAX_ATTACHMENTS = 10
export const MAX_ATTACHMENT_MB = 8
/** "Under 8 MB": a file of exactly this many bytes is refused. */
export const MAX_ATTACHMENT_BYTES = MAX_ATTACHMENT_MB * 1024 * 1024

const EXTENSIONS: Readonly<Record<Exclude<FileType, 'other'>, readonly string[]>> = {
  image: ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'svg'],
  excel: ['xls', 'xlsx'],
  word: ['doc', 'docx'],
  pdf: ['pdf'],
  ppt: ['ppt', 'pptx'],
}

/** Lower-case extension without the dot; '' when there is none. Query strings and fragments of
 * temp-file URLs (wxfile://tmp_x.jpg?v=1) are not part of it. */
export function fileExtension(name: string): string {
  const path = name.split(/[?#]/)[0]
  const base = path.slice(path.lastIndexOf('/') + 1)
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : ''
}

export function fileTypeOf(name: string): FileType {
  const ext = fileExtension(name)
  if (ext === '') return 'other'
  for (const type of Object.keys(EXTENSIONS) as Array<keyof typeof EXTENSIONS>) {
    if (EXTENSIONS[type].includes(ext)) return type
  }
  return 'other'
}

export interface AttachmentFile {
  readonly name: string
  /** Bytes, as reported by the file picker. */
  readonly size: number
}

export interface AttachmentLimits {
  readonly maxFiles?: number
  readonly maxBytes?: number
}

function maxMbOf(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 100) / 100
}

/** One file: not empty, a supported type, smaller than the limit (in that order of reporting). */
export function checkAttachment(file: AttachmentFile, limits: AttachmentLimits = {}): Check {
  const maxBytes = limits.maxBytes ?? MAX_ATTACHMENT_BYTES
  const name = file.name
  if (!(file.size > 0)) return fail(messages.attachment.empty, { name })
  if (fileTypeOf(name) === 'other') return fail(messages.attachment.unsupportedType, { name })
  if (file.size >= maxBytes) return fail(messages.attachment.tooLarge, { name, maxMb: maxMbOf(maxBytes) })
  return PASS
}

/**
 * The whole attachment list (already uploaded plus newly picked): too many files first, since
 * no single file is at fault, then the first bad file with its index so the UI can mark it.
 */
export function checkAttachments(files: ReadonlyArray<AttachmentFile>, limits: AttachmentLimits = {}): ItemCheck {
  const maxFiles = limits.maxFiles ?? MAX_ATTACHMENTS
  if (files.length > maxFiles) return fail(messages.attachment.tooMany, { max: maxFiles })
  for (let i = 0; i < files.length; i++) {
    const result = checkAttachment(files[i], limits)
    if (!result.ok) return { ...result, index: i }
  }
  return PASS
}

/** Every failing file, for pickers that drop the bad ones and report each. */
export function attachmentFailures(files: ReadonlyArray<AttachmentFile>, limits: AttachmentLimits = {}): ItemFailure[] {
  const out: ItemFailure[] = []
  files.forEach((file, i) => {
    const result = checkAttachment(file, limits)
    if (!result.ok) out.push(failAt(i, result.key, result.params))
  })
  return out
}
