/**
 * Importing staff or non-employees from a CSV or XLSX file (docs/administration.md, "Staff"): the
 * columns the file needs, all-or-nothing (the default) or the good rows only, then the outcome —
 * how many rows were imported, and every bad row's number, column and problem.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { ImportRes } from '@api/admin'
import { EMPLOYEE_IMPORT_COLUMNS, IMPORT_MAX_ROWS, NON_EMPLOYEE_IMPORT_COLUMNS, type ImportMode } from '@api/admin-values'
import { ErrorCode } from '@api/errors'
import { pickFiles } from '@/components/company-fields/pick-files'
import { MainButton } from '@/components/ui/button'
import { Segmented } from '@/components/ui/form'
import { Sheet } from '@/components/ui/sheet'
import { isApiError } from '@/core/errors'
import { checkImportFileName } from '@/domain/staff'
import { readBase64 } from '@/platform/files'
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
    const [file] = await pickFiles(1, ['csv', 'xlsx'])
    if (!file) return
    const check = checkImportFileName(file.name)
    if (!check.ok) return ui.toast(t(check.key, check.params))
    setBusy(true)
    try {
      const res = await importPeople(kind, file.name, await readBase64(file), mode)
      setOutcome({ fileName: file.name, rejected: false, res })
      if (res.Imported > 0) onImported()
    } catch (e) {
      if (isApiError(e) && e.code === ErrorCode.ImportRejected && e.envelope?.ResultData)
        setOutcome({ fileName: file.name, rejected: true, res: e.envelope.ResultData as ImportRes })
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
        <View
          className={`biz-card biz-outcome ${outcome.rejected ? 'biz-outcome--bad' : ''}`}
          data-testid="import-outcome"
          data-rejected={outcome.rejected}
          data-imported={res.Imported}
          data-errors={res.Errors.length}
        >
          <Text className="biz-card__title">{outcome.fileName}</Text>
          <Text className="biz-outcome__line">
            {outcome.rejected
              ? t('business:import.rejected', { rows: res.Rows, bad: new Set(res.Errors.map((x) => x.Row)).size })
              : t('business:import.done', { rows: res.Rows, imported: res.Imported })}
          </Text>
          {res.Errors.map((x, i) => (
            <View key={i} className="biz-row-error" data-testid="import-error" data-row={x.Row} data-field={x.Field}>
              <Text className="biz-row-error__where">{t('business:import.where', { row: x.Row, field: x.Field })}</Text>
              <Text className="biz-row-error__what">{x.Message}</Text>
            </View>
          ))}
        </View>
      )}
      <View className="biz-card">
        <Text className="biz-card__title">{t('business:import.mode')}</Text>
        <Segmented options={MODES.map((m) => ({ value: m, label: t(`business:import.modes.${m}`) }))} value={mode} onChange={setMode} testId="import-mode" />
        <Text className="biz-card__note">{t(`business:import.modeHint.${mode}`)}</Text>
      </View>
      <View className="biz-card" data-testid="import-template">
        <Text className="biz-card__title">{t('business:import.template')}</Text>
        <Text className="biz-card__note">{t('business:import.templateHint', { max: IMPORT_MAX_ROWS })}</Text>
        {columns.map(([key, zh]) => (
          <View key={key} className="biz-column">
            <Text className="biz-column__key">{`${key} / ${zh}`}</Text>
            <Text className="biz-column__what">{t(`business:import.columns.${key}`)}</Text>
          </View>
        ))}
      </View>
    </Sheet>
  )
}
