/**
 * Attachments of an order: pick, check (docs/validation.md: at most 10, each under 8 MB, no empty file, a
 * supported type), upload one by one, list names and sizes with a remove button. A refused or
 * failed file is named in a message and the others go on.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { refuseFiles, type AttachmentValue, type Issue } from '@/domain/booking'
import { MAX_ATTACHMENTS } from '@/domain/files'
import { FieldError } from '../ui/form'
import { pickFiles } from './pick-files'
import type { CompanyFieldsSource } from './source'
import '@/i18n/ns/booking'
import './uploader.scss'

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 102.4) / 10} KB`
  return `${Math.round(bytes / (1024 * 104.8576)) / 10} MB`
}

/** The types systemInfo/uploadFiles takes (types/api/flight UPLOAD_EXTENSIONS; a value import from there would bundle TypeBox). */
const UPLOAD_EXTENSIONS = ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'svg', 'xls', 'xlsx', 'doc', 'docx', 'pdf', 'ppt', 'pptx'] as const

let nextId = 1

export interface UploaderProps {
  files: AttachmentValue[]
  onChange: (files: AttachmentValue[]) => void
  /** Where files go: an order form's company-fields source, or anything else that uploads. */
  source: Pick<CompanyFieldsSource, 'upload'>
  testId?: string
}

export default function Uploader({ files, onChange, source, testId }: UploaderProps) {
  const { t } = useTranslation()
  const [pending, setPending] = useState<{ id: number; name: string }[]>([])
  const [problems, setProblems] = useState<Issue[]>([])
  const [failed, setFailed] = useState<string[]>([])
  const full = files.length + pending.length >= MAX_ATTACHMENTS

  const add = async () => {
    if (full) return
    const picked = await pickFiles(MAX_ATTACHMENTS - files.length - pending.length, UPLOAD_EXTENSIONS)
    if (picked.length === 0) return
    const { accepted, issues } = refuseFiles(files.length + pending.length, picked)
    setProblems(issues)
    setFailed([])
    const chosen = accepted.map((i) => ({ file: picked[i], id: nextId++ }))
    setPending((p) => [...p, ...chosen.map((c) => ({ id: c.id, name: c.file.name }))])
    let list = files
    const lost: string[] = []
    // One at a time: a phone on a weak network finishes each file instead of stalling ten.
    for (const { file: f, id } of chosen) {
      let done: AttachmentValue | undefined
      try {
        const up = await source.upload(f)
        done = { fileId: up.FileId, name: up.FileName || f.name, size: up.Size || f.size, url: up.Url }
      } catch {
        lost.push(f.name)
      }
      // The pending row goes before the uploaded one shows, so a file is never listed twice.
      setPending((p) => p.filter((x) => x.id !== id))
      if (done) {
        list = [...list, done]
        onChange(list)
      }
    }
    setFailed(lost)
  }

  return (
    <View className="uploader" data-testid={testId}>
      {files.map((f) => (
        <View key={f.fileId} className="uploader__file">
          <Text className="uploader__name">{f.name}</Text>
          <Text className="uploader__size">{formatSize(f.size)}</Text>
          <View
            className="uploader__remove"
            role="button"
            aria-label={t('booking:fields.removeFile', { name: f.name })}
            onClick={(e) => {
              e.stopPropagation()
              onChange(files.filter((x) => x.fileId !== f.fileId))
            }}
          >
            ×
          </View>
        </View>
      ))}
      {pending.map((p) => (
        <View key={p.id} className="uploader__file uploader__file--pending">
          <Text className="uploader__name">{p.name}</Text>
          <Text className="uploader__size">{t('booking:fields.uploading')}</Text>
        </View>
      ))}
      {problems.map((p, i) => (
        <FieldError key={i} className="uploader__problem" text={t(p.key, p.params)} />
      ))}
      {failed.map((name) => (
        <FieldError key={name} className="uploader__problem" text={t('booking:fields.uploadFailed', { name })} />
      ))}
      <View
        className={`uploader__add ${full ? 'uploader__add--off' : ''}`}
        role="button"
        aria-disabled={full}
        onClick={() => void add()}
        data-testid={testId ? `${testId}-add` : undefined}
      >
        <Text>+ {t('booking:fields.addFile')}</Text>
      </View>
      <Text className="uploader__hint">{t('booking:fields.fileHint', { max: MAX_ATTACHMENTS, mb: 8, n: files.length })}</Text>
    </View>
  )
}
