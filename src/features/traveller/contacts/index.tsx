/**
 * /personal/frequentContacts — my contacts, the default first and marked: add, edit, set as
 * default and delete (asked first). The default contact is what the order forms fill in.
 * `?add=1` (also `/personal/addContacts`, `/personal/newContact`) opens the sheet for a new
 * contact, `?id=` (also `/personal/frequentContactDetails?id=`) that contact's sheet.
 */
import { useEffect, useRef } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { FrequentContact } from '@api/traveller'
import Page from '@/components/page'
import { PagedList } from '@/components/pull-list/paged-list'
import { useAct, useEditing } from '@/components/use-act'
import { usePaged } from '@/components/use-paged'
import { StateBlock } from '@/components/ui/states'
import { Tag } from '@/components/ui/tag'
import { TextAction } from '@/components/ui/text-action'
import { useSignedInShow } from '@/components/use-load-on-show'
import { useRouteParams } from '@/core/route-params'
import { useStores } from '@/stores'
import { contactList, countryCodes, deleteContact, saveContact, setDefaultContact } from '../api'
import ContactSheet from '../components/contact-sheet'
import '../components/index.scss'
import '@/i18n/ns/traveller'

function ContactsPage() {
  const { t } = useTranslation()
  const { ui, power } = useStores()
  const paged = usePaged((page) => contactList(page).then((r) => ({ items: r.Contacts, total: r.Total })))
  const reload = () => paged.refresh().catch(() => undefined)
  const act = useAct(reload)
  const sheet = useEditing<FrequentContact>(t('traveller:contacts.saved'), reload)
  const canAdd = power.can('MyPermission.DefaultContact.Add')
  const params = useRouteParams()
  // The sheet the address asks for, opened once: a new contact, or the one of `id` once the list is in.
  const asked = useRef<'new' | number | null>(params.add === '1' && canAdd ? 'new' : Number(params.id) || null)
  useEffect(() => {
    const want = asked.current
    if (want === 'new') sheet.open('new')
    else if (want !== null && paged.state.items) {
      const found = paged.state.items.find((c) => c.ContactId === want)
      if (found) sheet.open(found)
      else ui.toast(t('traveller:contacts.notFound'))
    } else return
    asked.current = null
  }, [paged.state.items])

  useSignedInShow(reload)

  const makeDefault = (c: FrequentContact) => act(() => setDefaultContact(c.ContactId), { done: t('traveller:contacts.defaultSet') })
  const remove = (c: FrequentContact) =>
    act(() => deleteContact(c.ContactId), {
      ask: { title: t('traveller:contacts.delete'), content: t('traveller:contacts.deleteConfirm', { name: c.Name }), yes: t('traveller:contacts.delete') },
      done: t('traveller:contacts.deleted'),
    })

  return (
    <Page title="traveller:contacts.title" testId="contacts">
      <View className="tv-screen">
        <PagedList
          paged={paged}
          empty={
            <StateBlock
              text={t('traveller:contacts.empty')}
              hint={t('traveller:contacts.emptyHint')}
              actions={canAdd ? [{ text: t('traveller:contacts.add'), onPress: () => sheet.open('new'), testId: 'contacts-empty-add' }] : []}
              testId="contacts-empty"
            />
          }
          className="tv-list"
          testId="contacts"
        >
          {(items) =>
            items.map((c) => (
              <View key={c.ContactId} className="tv-row" data-testid="contact-row" data-default={c.IsDefault ? 'true' : 'false'}>
                <View className="tv-row__head">
                  <Text className="tv-row__name">{c.Name}</Text>
                  {c.IsDefault && <Tag tone="info" text={t('traveller:contacts.default')} testId="contact-default" />}
                </View>
                <Text className="tv-row__line">{`+${c.MobileCountryCode} ${c.Mobile}`}</Text>
                {c.Email && <Text className="tv-row__line">{c.Email}</Text>}
                <View className="tv-row__actions">
                  <TextAction block="tv-row__action" label={t('traveller:contacts.edit')} onClick={() => sheet.open(c)} testId="contact-edit" />
                  {!c.IsDefault && (
                    <TextAction
                      block="tv-row__action"
                      label={t('traveller:contacts.setDefault')}
                      onClick={() => void makeDefault(c)}
                      testId="contact-set-default"
                    />
                  )}
                  <TextAction block="tv-row__action" label={t('traveller:contacts.delete')} danger onClick={() => void remove(c)} testId="contact-delete" />
                </View>
              </View>
            ))
          }
        </PagedList>
        {canAdd && <TextAction block="tv-fab" label={t('traveller:contacts.add')} onClick={() => sheet.open('new')} testId="contacts-add" />}
      </View>
      {sheet.editing !== null && (
        <ContactSheet contact={sheet.item} countryCodes={countryCodes} onSave={(req) => sheet.save(() => saveContact(req))} onClose={sheet.close} />
      )}
    </Page>
  )
}

export default observer(ContactsPage)
