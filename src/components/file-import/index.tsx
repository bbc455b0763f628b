/**
 * Importing people from a CSV or XLSX file: the pieces staff import (business, employee/batchImport)
 * and the frequent travellers' import (traveller, frequentTraveler/batchImport) share — choosing
 * the file (the kit's chooser: an <input type=file> on H5, chooseMessageFile in WeChat) and reading
 * it as base64; the columns a file takes, with a template to download; the row-by-row outcome.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { pickFiles } from '@/components/company-fields/pick-files'
import { TextAction } from '@/components/ui/text-action'
import type { Failure } from '@/domain/check'
import { csvTemplateBase64 } from '@/domain/csv-template'
import { checkImportFileName } from '@/domain/staff'
import { readBase64, saveFile } from '@/platform/files'
import './index.scss'
import '@/i18n/ns/kit'

export interface ImportFile {
  name: string
  base64: string
}

/** The chosen file read as base64, a refused name (not .csv or .xlsx), or null when none was chosen. */
export async function pickImportFile(): Promise<{ file: ImportFile } | { refused: Failure } | null> {
  const [picked] = await pickFiles(1, ['csv', 'xlsx'])
  if (!picked) return null
  const check = checkImportFileName(picked.name)
  if (!check.ok) return { refused: check }
  return { file: { name: picked.name, base64: await readBase64(picked) } }
}

export interface ImportColumn {
  /** The English column name; `header` the zh-CN one, both accepted. */
  key: string
  header: string
  what: string
}

/** The file's format: what it holds, each column with what goes in it, and the header row to download as a template. */
export function ImportColumns({ title, note, columns, template }: { title: string; note: string; columns: ImportColumn[]; template?: string }) {
  const { t } = useTranslation()
  const download = () => void saveFile(template!, csvTemplateBase64([columns.map((c) => c.key)]), 'text/csv')
  return (
    <View className="import-card" data-testid="import-template">
      <Text className="import-card__title">{title}</Text>
      <Text className="import-card__note">{note}</Text>
      {template && (
        <TextAction block="import-template" label={t('kit:import.template', { name: template })} onClick={download} testId="import-template-download" />
      )}
      {columns.map((c) => (
        <View key={c.key} className="import-column" data-testid="import-column" data-key={c.key}>
          <Text className="import-column__key">{`${c.key} / ${c.header}`}</Text>
          <Text className="import-column__what">{c.what}</Text>
        </View>
      ))}
    </View>
  )
}

export interface ImportRowProblem {
  Row: number
  Field: string
  Message: string
  /** Who the row names, when the answer says. */
  Name?: string
}

/** The outcome of one file: its name, a summary line, and each refused row with its number, column and reason. */
export function ImportOutcome({
  fileName,
  bad,
  summary,
  problems,
  data,
}: {
  fileName: string
  bad: boolean
  summary: string
  problems: ImportRowProblem[]
  data?: Record<string, string | number | boolean>
}) {
  const { t } = useTranslation()
  const attrs = Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [`data-${k}`, String(v)]))
  return (
    <View className={`import-card import-outcome ${bad ? 'import-outcome--bad' : ''}`} data-testid="import-outcome" {...attrs}>
      <Text className="import-card__title">{fileName}</Text>
      <Text className="import-outcome__line">{summary}</Text>
      {problems.map((x, i) => (
        <View key={i} className="import-row-error" data-testid="import-error" data-row={x.Row} data-field={x.Field}>
          <Text className="import-row-error__where">
            {t(x.Name ? 'kit:import.whereNamed' : 'kit:import.where', { row: x.Row, field: x.Field, name: x.Name })}
          </Text>
          <Text className="import-row-error__what">{x.Message}</Text>
        </View>
      ))}
    </View>
  )
}
