/**
 * The one screen of the company's lists that share a shape (docs/administration.md, Organisation):
 * cost centres, business units and custom items. A search by name or code, each entry with its
 * code, English name and how many use it; add, edit, delete (asked first; an entry still in use is
 * refused by the server, in words). Business units and custom items are titled as the company
 * names them (CommonSettings BusinessUnitName / CustomItemName, the list's Label).
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import { setPageTitle } from '@/platform/page-title'
import type { CatalogItem } from '@api/admin'
import Page from '@/components/page'
import { PagedList } from '@/components/pull-list/paged-list'
import { MainButton } from '@/components/ui/button'
import { StateBlock } from '@/components/ui/states'
import { TextAction } from '@/components/ui/text-action'
import { useAct, useEditing } from '@/components/use-act'
import { useKeyword } from '@/components/use-keyword'
import { usePaged } from '@/components/use-paged'
import { SearchBox } from '@/components/ui/search-box'
import { useSignedInShow } from '@/components/use-load-on-show'
import { isApiError } from '@/core/errors'
import { CATALOGS, type CatalogKind } from '../api'
import NameSheet from './name-sheet'
import { Refusal } from './refusal'
import './index.scss'
import '@/i18n/ns/organisation'

function CatalogScreen({ kind }: { kind: CatalogKind }) {
  const { t } = useTranslation()
  const calls = CATALOGS[kind]
  const [label, setLabel] = useState('')
  const [refusal, setRefusal] = useState('')
  const paged = usePaged((_page) =>
    calls.list(keyword.trim()).then((r) => {
      setLabel(r.Label)
      return { items: r.Items, total: r.Items.length }
    }),
  )
  const reload = () => paged.refresh().catch(() => undefined)
  const [keyword, setKeyword] = useKeyword(() => void reload())
  const act = useAct(reload)
  const sheet = useEditing<CatalogItem>(t('organisation:saved'), reload)
  useSignedInShow(reload)
  // The company's own name for the list, once known.
  const name = label || t(`organisation:catalog.${kind}.title`)
  useEffect(() => {
    if (label) setPageTitle(label)
  }, [label])

  const save = (d: { Name: string; NameEn: string; Code: string }) => {
    const code = d.Code ? { Code: d.Code } : {}
    const item = sheet.item
    return sheet.save(() =>
      item ? calls.edit({ Id: item.Id, Name: d.Name, NameEn: d.NameEn, ...code }) : calls.add({ Name: d.Name, NameEn: d.NameEn, ...code }),
    )
  }
  const remove = (item: CatalogItem) =>
    act(
      async () => {
        setRefusal('')
        await calls.remove(item.Id)
      },
      {
        ask: {
          title: t('organisation:catalog.delete', { what: name }),
          content: t('organisation:catalog.deleteConfirm', { name: item.Name }),
          yes: t('organisation:delete'),
        },
        done: t('organisation:deleted'),
        // Still in use (1017) and the like: the server's words stay on the screen.
        refused: (e) => {
          if (isApiError(e) && e.kind === 'server') setRefusal(t('organisation:catalog.refused', { name: item.Name, reason: e.message }))
        },
      },
    )

  const items = paged.state.items
  return (
    <Page title={`organisation:catalog.${kind}.title`} testId={`catalog-${kind}`}>
      <SearchBox block="org-search" value={keyword} onInput={setKeyword} placeholder={t('organisation:catalog.search')} testId="catalog-search" />
      {items !== null && (
        <Text className="org-note" data-testid="catalog-total">
          {t('organisation:catalog.total', { n: items.length, what: name })}
        </Text>
      )}
      <Refusal text={refusal} testId="catalog-refusal" />
      <PagedList
        paged={paged}
        empty={<StateBlock text={t(keyword.trim() ? 'organisation:catalog.noMatch' : 'organisation:catalog.empty', { what: name })} testId="catalog-empty" />}
        skeletons={3}
        className="org-list"
        pages={false}
      >
        {(items) =>
          items.map((item) => (
            <View key={item.Id} className="org-card" data-testid="catalog-item" data-code={item.Code}>
              <View className="org-card__head">
                <Text className="org-card__title">{item.Name}</Text>
                <Text className="org-card__meta">{item.Code}</Text>
              </View>
              {item.NameEn && <Text className="org-card__meta">{item.NameEn}</Text>}
              <Text className="org-card__meta">{t('organisation:catalog.inUse', { n: item.InUse })}</Text>
              <View className="org-card__actions">
                <TextAction block="org-action" label={t('organisation:edit')} testId="catalog-edit" onClick={() => sheet.open(item)} />
                <TextAction block="org-action" label={t('organisation:delete')} danger testId="catalog-delete" onClick={() => void remove(item)} />
              </View>
            </View>
          ))
        }
      </PagedList>
      <View className="org-bar">
        <MainButton text={t('organisation:catalog.add', { what: name })} onClick={() => sheet.open('new')} testId="catalog-add" />
      </View>
      {sheet.editing && (
        <NameSheet
          title={t(sheet.item ? 'organisation:catalog.edit' : 'organisation:catalog.add', { what: name })}
          initial={sheet.item ? { Name: sheet.item.Name, NameEn: sheet.item.NameEn, Code: sheet.item.Code } : { Name: '', NameEn: '', Code: '' }}
          withCode
          onSave={save}
          onClose={sheet.close}
          testId="catalog-sheet"
        />
      )}
    </Page>
  )
}

export default observer(CatalogScreen)
