/** /personal/invoice/headers — my invoice headers (a person's name or a company's title and tax ID). */
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { InvoiceHeader } from '@api/invoice'
import { deleteHeader, headers, saveHeader } from '../api'
import SavedList from '../components/saved-list'
import HeaderSheet from '../components/header-sheet'

function Headers() {
  const { t } = useTranslation()
  return (
    <SavedList<InvoiceHeader>
      kind="headers"
      load={headers}
      idOf={(h) => h.HeaderId}
      isDefault={(h) => h.IsDefault}
      lines={(h) => [h.Title, h.Kind === 'Company' ? `${t('invoice:headers.taxId')} ${h.TaxId}` : t('invoice:kind.Personal'), h.Email]}
      makeDefault={(h) => saveHeader({ ...h, IsDefault: true })}
      remove={(h) => deleteHeader(h.HeaderId)}
      sheet={(h, onSaved, onClose) => <HeaderSheet header={h} onSave={(req) => saveHeader(req).then(onSaved)} onClose={onClose} />}
    />
  )
}

export default observer(Headers)
