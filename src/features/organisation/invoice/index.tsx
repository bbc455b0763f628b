/**
 * /business/invoice — the company's invoice headers (title, tax ID, general or special VAT,
 * address, phone, bank and account), the default first and marked; add, edit, make default and
 * delete (asked first).
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { CompanyInvoiceHeader } from '@api/admin'
import Page from '@/components/page'
import { MainButton } from '@/components/ui/button'
import { LoadStates, StateBlock } from '@/components/ui/states'
import { Tag } from '@/components/ui/tag'
import { TextAction } from '@/components/ui/text-action'
import { useAct, useEditing } from '@/components/use-act'
import { useLoadOnShow } from '@/components/use-load-on-show'
import { deleteInvoiceHeader, invoiceHeaders, saveInvoiceHeader } from '../api'
import HeaderSheet from '../components/header-sheet'
import '../components/index.scss'
import '@/i18n/ns/organisation'

function InvoiceHeadersPage() {
  const { t } = useTranslation()
  const list = useLoadOnShow(invoiceHeaders)
  const act = useAct(list.reload)
  const sheet = useEditing<CompanyInvoiceHeader>(t('organisation:saved'), list.reload)
  const remove = (h: CompanyInvoiceHeader) =>
    act(() => deleteInvoiceHeader(h.HeaderId), {
      ask: {
        title: t('organisation:invoiceHeaders.delete'),
        content: t('organisation:invoiceHeaders.deleteConfirm', { name: h.Title }),
        yes: t('organisation:delete'),
      },
      done: t('organisation:deleted'),
    })
  const setDefault = (h: CompanyInvoiceHeader) =>
    act(
      () =>
        saveInvoiceHeader({
          HeaderId: h.HeaderId,
          Title: h.Title,
          TaxNo: h.TaxNo,
          Type: h.Type,
          Address: h.Address,
          Phone: h.Phone,
          BankName: h.BankName,
          BankAccount: h.BankAccount,
          IsDefault: true,
        }),
      { done: t('organisation:invoiceHeaders.defaultSet') },
    )

  const items = list.data ? [...list.data].sort((a, b) => Number(b.IsDefault) - Number(a.IsDefault)) : null
  return (
    <Page title="organisation:invoiceHeaders.title" testId="company-invoice-page">
      <LoadStates load={list} data={items} count={2} empty={<StateBlock text={t('organisation:invoiceHeaders.empty')} testId="company-headers-empty" />} />
      <View className="org-list">
        {items?.map((h) => (
          <View key={h.HeaderId} className="org-card" data-testid="company-header" data-default={h.IsDefault ? 'true' : 'false'}>
            <View className="org-card__head">
              <Text className="org-card__title">{h.Title}</Text>
              {h.IsDefault && <Tag tone="info" text={t('organisation:invoiceHeaders.default')} />}
            </View>
            <Text className="org-card__meta">{[t(`organisation:invoiceHeaders.type.${h.Type}`), h.TaxNo].join(' · ')}</Text>
            {[h.Address, h.Phone].filter(Boolean).length > 0 && <Text className="org-card__meta">{[h.Address, h.Phone].filter(Boolean).join(' ')}</Text>}
            {[h.BankName, h.BankAccount].filter(Boolean).length > 0 && (
              <Text className="org-card__meta">{[h.BankName, h.BankAccount].filter(Boolean).join(' ')}</Text>
            )}
            <View className="org-card__actions">
              <TextAction block="org-action" label={t('organisation:edit')} testId="company-header-edit" onClick={() => sheet.open(h)} />
              {!h.IsDefault && (
                <TextAction
                  block="org-action"
                  label={t('organisation:invoiceHeaders.setDefault')}
                  testId="company-header-default"
                  onClick={() => void setDefault(h)}
                />
              )}
              <TextAction block="org-action" label={t('organisation:delete')} danger testId="company-header-delete" onClick={() => void remove(h)} />
            </View>
          </View>
        ))}
      </View>
      <View className="org-bar">
        <MainButton text={t('organisation:invoiceHeaders.add')} onClick={() => sheet.open('new')} testId="company-header-add" />
      </View>
      {sheet.editing && <HeaderSheet header={sheet.item} onSave={(req) => sheet.save(() => saveInvoiceHeader(req))} onClose={sheet.close} />}
    </Page>
  )
}

export default observer(InvoiceHeadersPage)
