/**
 * The holders of a role: a searchable, paged list; people are added from the company's employees
 * (several at once) and removed one by one after a confirmation. Removing the last holder of the
 * role-manage power is refused by the server (1001): its words stay on the sheet.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { PersonItem, RoleItem } from '@api/admin'
import PickSheet, { personItem } from '@/components/pick-sheet'
import { MainButton } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import { TextAction } from '@/components/ui/text-action'
import { useAct } from '@/components/use-act'
import type { Ask } from '@/components/use-confirm'
import { useKeyword } from '@/components/use-keyword'
import { usePaged } from '@/components/use-paged'
import { SearchBox } from '@/components/ui/search-box'
import { isApiError } from '@/core/errors'
import { bindHolders, employees, roleHolders, unbindHolders } from '../api'
import { Refusal } from './refusal'
import './index.scss'
import '@/i18n/ns/organisation'

const nameOf = (p: PersonItem) => p.ChName || [p.LastName, p.FirstName].filter(Boolean).join('/')
const asPick = (p: PersonItem) => personItem({ ...p, Name: nameOf(p) })

export default function HoldersSheet({ role, roleName, onChanged, onClose }: { role: RoleItem; roleName: string; onChanged: () => void; onClose: () => void }) {
  const { t } = useTranslation()
  const [adding, setAdding] = useState(false)
  const [refusal, setRefusal] = useState('')
  const paged = usePaged((page) => roleHolders(role.RoleId, keyword.trim(), page).then((r) => ({ items: r.Items, total: r.Total })))
  const reload = () => paged.refresh().catch(() => undefined)
  const [keyword, setKeyword] = useKeyword(() => void reload())
  useEffect(() => void reload(), [role.RoleId])

  const act = useAct(() => {
    void reload()
    onChanged()
  })
  const change = (work: () => Promise<unknown>, o: { ask?: Ask; done: string }) =>
    act(
      async () => {
        setRefusal('')
        await work()
      },
      {
        ...o,
        refused: (e) => {
          if (isApiError(e) && e.kind === 'server') setRefusal(e.message)
        },
      },
    )
  const remove = (p: PersonItem) =>
    change(() => unbindHolders(role.RoleId, [p.PersonId]), {
      ask: {
        title: t('organisation:holders.remove'),
        content: t('organisation:holders.removeConfirm', { name: nameOf(p), role: roleName }),
        yes: t('organisation:holders.remove'),
      },
      done: t('organisation:holders.removed'),
    })
  const items = paged.state.items
  return (
    <>
      <Sheet
        open={!adding}
        full
        title={t('organisation:holders.title', { role: roleName })}
        onClose={onClose}
        testId="holders-sheet"
        onScrollToLower={() => void paged.loadMore().catch(() => undefined)}
        head={<SearchBox block="org-search" value={keyword} onInput={setKeyword} placeholder={t('organisation:holders.search')} testId="holders-search" />}
        footer={<MainButton text={t('organisation:holders.add')} onClick={() => setAdding(true)} testId="holders-add" />}
      >
        <Refusal text={refusal} testId="holders-refusal" />
        {items !== null && (
          <Text className="org-note" data-testid="holders-total">
            {t('organisation:holders.total', { n: paged.state.total })}
          </Text>
        )}
        {items === null && !paged.state.failed && <Text className="org-note">{t('organisation:loading')}</Text>}
        {items === null && paged.state.failed && <TextAction block="org-note" label={t('organisation:loadFailed')} onClick={() => void reload()} />}
        {items?.map((p) => (
          <View key={p.PersonId} className="org-holder" data-testid="holder">
            <View className="org-holder__text">
              <Text className="org-holder__name">{nameOf(p)}</Text>
              <Text className="org-holder__sub">{[p.EmployeeNo, p.DepartmentName].filter(Boolean).join(' · ')}</Text>
            </View>
            <TextAction block="org-action" label={t('organisation:holders.remove')} danger testId="holder-remove" onClick={() => void remove(p)} />
          </View>
        ))}
      </Sheet>
      <PickSheet
        open={adding}
        title={t('organisation:holders.pick', { role: roleName })}
        multi
        load={(k, page) => employees(k, page).then((r) => ({ items: r.Items.map(asPick), total: r.Total }))}
        onDone={(picked) => {
          setAdding(false)
          void change(
            () =>
              bindHolders(
                role.RoleId,
                picked.map((p) => p.id),
              ),
            { done: t('organisation:holders.added') },
          )
        }}
        onClose={() => setAdding(false)}
        testId="holders-picker"
      />
    </>
  )
}
