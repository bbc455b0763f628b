/**
 * /personal/passengerImport — frequent travellers from a CSV or XLSX file (frequentTraveler/batchImport),
 * reached from the list for those who may add travellers: the file's columns with a template to
 * download, the file chosen with the kit's import pieces (an <input type=file> on H5,
 * chooseMessageFile in WeChat), then the server's answer row by row — how many were imported and
 * each refused row with its number, name, column and reason. Back on the list it loads again.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import { TRAVELLER_IMPORT_COLUMNS, TRAVELLER_IMPORT_MAX_ROWS, type TravellerImportRes } from '@api/traveller'
import { ImportColumns, ImportOutcome, pickImportFile } from '@/components/file-import'
import Page from '@/components/page'
import { ActionBar } from '@/components/ui/action-bar'
import { MainButton } from '@/components/ui/button'
import { StateBlock } from '@/components/ui/states'
import { TextAction } from '@/components/ui/text-action'
import { back } from '@/core/navigate'
import { useStores } from '@/stores'
import { importTravellers } from '../api'
import '../components/index.scss'
import '@/i18n/ns/traveller'

function ImportTravellersPage() {
  const { t } = useTranslation()
  const { power, ui } = useStores()
  const [outcome, setOutcome] = useState<{ fileName: string; res: TravellerImportRes } | null>(null)
  const [busy, setBusy] = useState(false)

  const pick = async () => {
    const picked = await pickImportFile()
    if (!picked) return
    if ('refused' in picked) return ui.toast(t(picked.refused.key, picked.refused.params))
    setBusy(true)
    try {
      setOutcome({ fileName: picked.file.name, res: await importTravellers(picked.file.name, picked.file.base64) })
    } catch {
      // The server's refusal of the whole file (type, columns, rows) was shown; nothing was imported.
    } finally {
      setBusy(false)
    }
  }

  if (!power.can('MyPermission.FrequentTraveller.Add'))
    return (
      <Page title="traveller:import.title" testId="passenger-import">
        <StateBlock text={t('traveller:import.noPermission')} testId="passenger-import-denied" />
      </Page>
    )

  const res = outcome?.res
  const refused = res ? res.Results.filter((r) => r.FrequentTravelerId === null) : []
  return (
    <Page title="traveller:import.title" testId="passenger-import">
      <View className="tv-import">
        <Text className="tv-import__intro">{t('traveller:import.intro')}</Text>
        {outcome && res && (
          <>
            <ImportOutcome
              fileName={outcome.fileName}
              bad={refused.length > 0}
              summary={`${t('traveller:import.done', { rows: res.Rows, imported: res.Imported })}${refused.length ? ` · ${t('traveller:import.refused', { count: refused.length })}` : ''}`}
              problems={refused.map((r) => ({ Row: r.Row, Field: r.Field, Message: r.Message, Name: r.Name || undefined }))}
              data={{ rows: res.Rows, imported: res.Imported, errors: refused.length }}
            />
            <TextAction block="tv-import__back" label={t('traveller:import.back')} onClick={() => void back()} testId="passenger-import-back" />
          </>
        )}
        <ImportColumns
          title={t('traveller:import.format')}
          note={t('traveller:import.formatHint', { max: TRAVELLER_IMPORT_MAX_ROWS })}
          columns={Object.entries(TRAVELLER_IMPORT_COLUMNS).map(([key, header]) => ({ key, header, what: t(`traveller:import.columns.${key}`) }))}
          template="frequent-travellers.csv"
        />
      </View>
      <ActionBar>
        <MainButton text={t(outcome ? 'traveller:import.again' : 'traveller:import.pick')} onClick={() => void pick()} busy={busy} testId="import-pick" />
      </ActionBar>
    </Page>
  )
}

export default observer(ImportTravellersPage)
