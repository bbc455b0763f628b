/**
 * /business/invoice — the company's invoice headers (title, tax ID, general or special VAT,
 * address, phone, bank and account), the default first and marked; add, edit, make default and
 * delete (asked first).
 */
import { useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { CompanyInvoiceHeader, InvoiceHeaderSaveReq } from '@api/admin'
import Page from '@/components/page'
import { MainButton } from '@/components/ui/button'
import { ErrorBlock, Skeletons, StateBlock } from '@/components/ui/states'
import { Tag } from '@/components/ui/tag'
import { TextAction } from '@/components/ui/text-action'
import { useConfirm } from '@/components/use-confirm'
import { useLoadable } from '@/components/use-loadable'
import { useStores } from '@/stores'
import { deleteInvoiceHeader, invoiceHeaders, saveInvoiceHeader } from '../api'
import HeaderSheet from '../components/header-sheet'
import '../components/index.scss'
import '@/i18n/ns/organisation'

function InvoiceHeadersPage() {
  const { t } = useTranslation()
  const { session, ui } = useStores()
  const confirm = useConfirm()
  const list = useLoadable(invoiceHeaders)
  const [editing, setEditing] = useState<CompanyInvoiceHeader | 'new' | null>(null)
  useDidShow(() => {
    if (session.signedIn) void list.reload()
  })
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work()
      ui.toast(t(done))
      void list.reload()
    } catch {
      // The server's message was shown.
    }
  }
  const save = async (req: InvoiceHeaderSaveReq) => {
    await saveInvoiceHeader(req)
    setEditing(null)
    ui.toast(t('organisation:saved'))
    void list.reload()
  }
  const remove = async (h: CompanyInvoiceHeader) => {
    const answer = await confirm({
      title: t('organisation:invoiceHeaders.delete'),
      content: t('organisation:invoiceHeaders.deleteConfirm', { name: h.Title }),
      yes: t('organisation:delete'),
    })
    if (answer) await act(() => deleteInvoiceHeader(h.HeaderId), 'organisation:deleted')
  }
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
      'organisation:invoiceHeaders.defaultSet',
    )

  const items = list.data ? [...list.data].sort((a, b) => Number(b.IsDefault) - Number(a.IsDefault)) : null
  return (
    <Page title="organisation:invoiceHeaders.title" testId="company-invoice-page">
      {!items && list.status === 'error' && <ErrorBlock onRetry={() => void list.reload()} />}
      {!items && list.status !== 'error' && <Skeletons count={2} />}
      {items && items.length === 0 && <StateBlock text={t('organisation:invoiceHeaders.empty')} testId="company-headers-empty" />}
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
              <TextAction block="org-action" label={t('organisation:edit')} testId="company-header-edit" onClick={() => setEditing(h)} />
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
        <MainButton text={t('organisation:invoiceHeaders.add')} onClick={() => setEditing('new')} testId="company-header-add" />
      </View>
      {editing && <HeaderSheet header={editing === 'new' ? null : editing} onSave={save} onClose={() => setEditing(null)} />}
    </Page>
  )
}

export default observer(InvoiceHeadersPage)
