/**
 * Importing staff or non-employees from a CSV or XLSX file (docs/administration.md, "Staff"): the
 * columns the file needs with a template, all-or-nothing (the default) or the good rows only, then
 * the outcome — how many rows were imported, and every bad row's number, column and problem. The
 * file, its format and its outcome are the kit's import pieces (components/file-import).
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { ImportRes } from '@api/admin'
import { EMPLOYEE_IMPORT_COLUMNS, IMPORT_MAX_ROWS, NON_EMPLOYEE_IMPORT_COLUMNS, type ImportMode } from '@api/admin-values'
import { ErrorCode } from '@api/errors'
import { ImportColumns, ImportOutcome, pickImportFile } from '@/components/file-import'
import { MainButton } from '@/components/ui/button'
import { Segmented } from '@/components/ui/form'
import { Sheet } from '@/components/ui/sheet'
import { isApiError } from '@/core/errors'
import { useStores } from '@/stores'
import { importPeople, type PeopleKind } from '../api'
import './index.scss'

const MODES: ImportMode[] = ['AllOrNothing', 'GoodRows']

interface Outcome {
  fileName: string
  rejected: boolean
  res: ImportRes
}

export default function ImportSheet({ kind, onClose, onImported }: { kind: PeopleKind; onClose: () => void; onImported: () => void }) {
  const { t } = useTranslation()
  const { ui } = useStores()
  const [mode, setMode] = useState<ImportMode>('AllOrNothing')
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [busy, setBusy] = useState(false)
  const columns = kind === 'staff' ? EMPLOYEE_IMPORT_COLUMNS : NON_EMPLOYEE_IMPORT_COLUMNS

  const pick = async () => {
    const picked = await pickImportFile()
    if (!picked) return
    if ('refused' in picked) return ui.toast(t(picked.refused.key, picked.refused.params))
    const { name, base64 } = picked.file
    setBusy(true)
    try {
      const res = await importPeople(kind, name, base64, mode)
      setOutcome({ fileName: name, rejected: false, res })
      if (res.Imported > 0) onImported()
    } catch (e) {
      if (isApiError(e) && e.code === ErrorCode.ImportRejected && e.envelope?.ResultData)
        setOutcome({ fileName: name, rejected: true, res: e.envelope.ResultData as ImportRes })
    } finally {
      setBusy(false)
    }
  }

  const res = outcome?.res
  return (
    <Sheet
      open
      full
      title={t('business:import.title')}
      onClose={onClose}
      testId="import-sheet"
      footer={<MainButton text={t(outcome ? 'business:import.again' : 'business:import.pick')} onClick={() => void pick()} busy={busy} testId="import-pick" />}
    >
      {outcome && res && (
        <ImportOutcome
          fileName={outcome.fileName}
          bad={outcome.rejected}
          summary={
            outcome.rejected
              ? t('business:import.rejected', { rows: res.Rows, bad: new Set(res.Errors.map((x) => x.Row)).size })
              : t('business:import.done', { rows: res.Rows, imported: res.Imported })
          }
          problems={res.Errors}
          data={{ rejected: outcome.rejected, imported: res.Imported, errors: res.Errors.length }}
        />
      )}
      <View className="biz-card">
        <Text className="biz-card__title">{t('business:import.mode')}</Text>
        <Segmented options={MODES.map((m) => ({ value: m, label: t(`business:import.modes.${m}`) }))} value={mode} onChange={setMode} testId="import-mode" />
        <Text className="biz-card__note">{t(`business:import.modeHint.${mode}`)}</Text>
      </View>
      <ImportColumns
        title={t('business:import.template')}
        note={t('business:import.templateHint', { max: IMPORT_MAX_ROWS })}
        columns={columns.map(([key, header]) => ({ key, header, what: t(`business:import.columns.${key}`) }))}
        template={kind === 'staff' ? 'staff-template.csv' : 'non-employee-template.csv'}
      />
    </Sheet>
  )
}
