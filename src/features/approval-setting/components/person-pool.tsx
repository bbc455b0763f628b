/**
 * A pool of people the approval settings keep (the designated approvers, the whitelist): a
 * searchable, paged list; people are added from those outside it (several at once) and removed
 * one by one after a confirmation. Texts are `approvalSetting:<kind>.*`, test ids `<kind>-*` and
 * `<one>-<PersonId>` for a row.
 */
import { useState, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import Page from '@/components/page'
import PickSheet, { personItem } from '@/components/pick-sheet'
import { PagedList } from '@/components/pull-list/paged-list'
import { MainButton } from '@/components/ui/button'
import { StateBlock } from '@/components/ui/states'
import { useAct } from '@/components/use-act'
import { useKeyword } from '@/components/use-keyword'
import { usePaged } from '@/components/use-paged'
import { SearchBox } from '@/components/ui/search-box'
import { useSignedInShow } from '@/components/use-load-on-show'
import './index.scss'
import '@/i18n/ns/approvalSetting'

type Page<T> = Promise<{ Items: T[]; Total: number }>

export interface PoolPerson {
  PersonId: number
  Name: string
}

export interface PersonPoolProps<P extends PoolPerson> {
  kind: 'approvers' | 'whitelist'
  /** A row's test id prefix. */
  one: string
  testId: string
  list: (keyword: string, page: number) => Page<P>
  outside: (keyword: string, page: number) => Page<Parameters<typeof personItem>[0]>
  add: (ids: number[]) => Promise<{ Count: number }>
  remove: (ids: number[]) => Promise<unknown>
  /** A refused removal (the http client has not said why). */
  onRemoveError?: (e: unknown) => void
  rowKey: (p: P) => string
  /** The person's lines. */
  children: (p: P) => ReactNode
}

function PersonPool<P extends PoolPerson>(p: PersonPoolProps<P>) {
  const { t } = useTranslation()
  const k = `approvalSetting:${p.kind}`
  const [adding, setAdding] = useState(false)
  const paged = usePaged((page) => p.list(keyword.trim(), page).then((r) => ({ items: r.Items, total: r.Total })))
  const list = paged.state
  const reload = () => paged.refresh().catch(() => undefined)
  const [keyword, setKeyword] = useKeyword(reload)

  useSignedInShow(reload)
  const act = useAct(reload)

  const remove = (x: P) =>
    act(() => p.remove([x.PersonId]), {
      ask: { title: t(`${k}.removeTitle`), content: t(`${k}.removeContent`, { name: x.Name }), yes: t('approvalSetting:common.remove') },
      done: t(`${k}.removed`),
      refused: (e) => {
        p.onRemoveError?.(e)
        void reload()
      },
    })
  const add = (ids: number[]) => {
    setAdding(false)
    return act(() => p.add(ids), { done: (r) => t(`${k}.added`, { n: r.Count }) })
  }

  const items = list.items
  return (
    <Page title={`${k}.title`} testId={p.testId}>
      <View className="as-screen">
        <SearchBox block="as-search" value={keyword} onInput={setKeyword} placeholder={t('approvalSetting:common.personSearch')} testId={`${p.kind}-search`} />
        {items !== null && (
          <Text className="as-total" data-testid={`${p.kind}-total`}>
            {t(`${k}.total`, { n: list.total })} · {t(`${k}.hint`)}
          </Text>
        )}
        <PagedList paged={paged} empty={<StateBlock text={t(`${k}.empty`)} testId={`${p.kind}-empty`} />} className="as-list" testId={`${p.kind}`}>
          {(items) => (
            <>
              {items.length > 0 && (
                <View className="as-section">
                  {items.map((x) => (
                    <View key={p.rowKey(x)} className="as-person" data-testid={`${p.one}-${x.PersonId}`}>
                      <View className="as-person__text">{p.children(x)}</View>
                      <View className="as-person__action" role="button" onClick={() => void remove(x)} data-testid={`${p.one}-remove-${x.PersonId}`}>
                        <Text>{t('approvalSetting:common.remove')}</Text>
                      </View>
                    </View>
                  ))}
                </View>
              )}
            </>
          )}
        </PagedList>
        <View className="as-bar-static">
          <MainButton text={t(`${k}.add`)} onClick={() => setAdding(true)} testId={`${p.kind}-add`} />
        </View>
      </View>
      <PickSheet
        open={adding}
        title={t('approvalSetting:picker.persons')}
        multi
        load={(kw, page) => p.outside(kw, page).then((r) => ({ items: r.Items.map(personItem), total: r.Total }))}
        onDone={(picked) => void add(picked.map((x) => x.id))}
        onClose={() => setAdding(false)}
        testId={`${p.kind}-picker`}
      />
    </Page>
  )
}

export default observer(PersonPool) as typeof PersonPool
