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
import { useConfirm } from '@/components/use-confirm'
import { useKeyword } from '@/components/use-keyword'
import { usePaged } from '@/components/use-paged'
import { SearchBox } from '@/components/ui/search-box'
import { isApiError } from '@/core/errors'
import { useStores } from '@/stores'
import { bindHolders, employees, roleHolders, unbindHolders } from '../api'
import './index.scss'
import '@/i18n/ns/organisation'

const nameOf = (p: PersonItem) => p.ChName || [p.LastName, p.FirstName].filter(Boolean).join('/')
const asPick = (p: PersonItem) => personItem({ ...p, Name: nameOf(p) })

export default function HoldersSheet({ role, roleName, onChanged, onClose }: { role: RoleItem; roleName: string; onChanged: () => void; onClose: () => void }) {
  const { t } = useTranslation()
  const { ui } = useStores()
  const confirm = useConfirm()
  const [adding, setAdding] = useState(false)
  const [refusal, setRefusal] = useState('')
  const paged = usePaged((page) => roleHolders(role.RoleId, keyword.trim(), page).then((r) => ({ items: r.Items, total: r.Total })))
  const reload = () => paged.refresh().catch(() => undefined)
  const [keyword, setKeyword] = useKeyword(() => void reload())
  useEffect(() => void reload(), [role.RoleId])

  const act = async (work: () => Promise<unknown>, done: string) => {
    setRefusal('')
    try {
      await work()
      ui.toast(t(done))
      void reload()
      onChanged()
    } catch (e) {
      if (isApiError(e) && e.kind === 'server') setRefusal(e.message)
    }
  }
  const remove = async (p: PersonItem) => {
    const answer = await confirm({
      title: t('organisation:holders.remove'),
      content: t('organisation:holders.removeConfirm', { name: nameOf(p), role: roleName }),
      yes: t('organisation:holders.remove'),
    })
    if (answer) await act(() => unbindHolders(role.RoleId, [p.PersonId]), 'organisation:holders.removed')
  }
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
        {refusal && (
          <View className="org-error" role="alert" data-testid="holders-refusal">
            <Text>{refusal}</Text>
          </View>
        )}
        {items !== null && (
          <Text className="org-note" data-testid="holders-total">
            {t('organisation:holders.total', { n: paged.state.total })}
          </Text>
        )}
        {items === null && !paged.state.failed && <Text className="org-note">{t('organisation:loading')}</Text>}
        {items === null && paged.state.failed && (
          <View className="org-note" role="button" onClick={() => void reload()}>
            <Text>{t('organisation:loadFailed')}</Text>
          </View>
        )}
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
          void act(
            () =>
              bindHolders(
                role.RoleId,
                picked.map((p) => p.id),
              ),
            'organisation:holders.added',
          )
        }}
        onClose={() => setAdding(false)}
        testId="holders-picker"
      />
    </>
  )
}
