/**
 * The staff list (/business/staff) and the non-employee list (/business/unstaff): search by name,
 * number, mobile or e-mail, filter (employees: department, rank, role, status; non-employees:
 * department), a paged list, and on each person edit, delete (confirmed) and for employees
 * disable / enable (confirmed) and their booking permission. Add and import at the bottom. The
 * list stays as it was when a page opened from it returns (kept alive).
 */
import { useEffect, useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { PersonItem } from '@api/admin'
import { ErrorCode } from '@api/errors'
import Page from '@/components/page'
import { PagedList } from '@/components/pull-list/paged-list'
import { ActionBar } from '@/components/ui/action-bar'
import { MainButton } from '@/components/ui/button'
import { StateBlock } from '@/components/ui/states'
import { Tag } from '@/components/ui/tag'
import { TextAction } from '@/components/ui/text-action'
import { useAct } from '@/components/use-act'
import { useKeyword } from '@/components/use-keyword'
import { useLoadable } from '@/components/use-loadable'
import { usePaged } from '@/components/use-paged'
import { Chip } from '@/components/ui/chip'
import { SearchBox } from '@/components/ui/search-box'
import { isApiError } from '@/core/errors'
import { departmentTree, personName } from '@/domain/staff'
import { useStores } from '@/stores'
import { deletePerson, people, setStatus, staffInitData, type PeopleKind } from '../api'
import ChoiceSheet, { type Choice } from './choice-sheet'
import ImportSheet from './import-sheet'
import PersonSheet from './person-sheet'
import './index.scss'
import '@/i18n/ns/business'

type FilterKey = 'DepartmentId' | 'RankId' | 'RoleId' | 'Status'
type Filters = Record<FilterKey, number | null>
const NO_FILTERS: Filters = { DepartmentId: null, RankId: null, RoleId: null, Status: null }

export default function PeopleScreen({ kind }: { kind: PeopleKind }) {
  const { t, i18n } = useTranslation()
  const { ui, session } = useStores()
  const employee = kind === 'staff'
  const init = useLoadable(staffInitData)
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  const [choosing, setChoosing] = useState<FilterKey | null>(null)
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const [importing, setImporting] = useState(false)
  const [keyword, setKeyword] = useKeyword(() => reload())
  const paged = usePaged((page) =>
    people(kind, {
      Keyword: keyword.trim() || undefined,
      DepartmentId: filters.DepartmentId ?? undefined,
      RankId: filters.RankId ?? undefined,
      RoleId: filters.RoleId ?? undefined,
      Status: filters.Status === 0 || filters.Status === 1 ? filters.Status : undefined,
      PageIndex: page,
    }).then((r) => ({ items: r.Items, total: r.Total })),
  )
  const reload = () => void paged.refresh().catch(() => undefined)
  useEffect(reload, [filters]) // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (session.signedIn) void init.reload()
  }, []) // eslint-disable-line react-hooks/exhaustive-deps

  const en = !i18n.language.startsWith('zh')
  const data = init.data
  const options = useMemo<Record<FilterKey, Choice<number | null>[]>>(() => {
    const all = { value: null, label: t('business:staff.all') }
    const nameOf = (o: { Name: string; NameEn?: string }) => (en && o.NameEn ? o.NameEn : o.Name)
    return {
      DepartmentId: [all, ...departmentTree(data?.Departments ?? []).map((d) => ({ value: d.Id, label: nameOf(d), level: d.level }))],
      RankId: [all, ...(data?.Ranks ?? []).map((r) => ({ value: r.Id, label: nameOf(r) }))],
      RoleId: [all, ...(data?.Roles ?? []).map((r) => ({ value: r.RoleId, label: r.Name }))],
      Status: [all, { value: 1, label: t('business:staff.status.1') }, { value: 0, label: t('business:staff.status.0') }],
    }
  }, [data, en, t])
  const filterKeys: FilterKey[] = employee ? ['DepartmentId', 'RankId', 'RoleId', 'Status'] : ['DepartmentId']

  const act = useAct(reload)
  /** The server's refusals that need more than its one line: open orders, the last key holder. */
  const explain = (e: unknown) => {
    if (!isApiError(e)) return
    if (e.code === ErrorCode.HasOpenOrders)
      void ui.alert({ title: t('business:staff.refused'), content: t('business:staff.openOrders'), buttons: [{ text: t('business:ok'), value: 'ok' }] })
    if (e.code === ErrorCode.ValidationFailed)
      void ui.alert({
        title: t('business:staff.refused'),
        content: t('business:staff.lastKeyHolder', { reason: e.message }),
        buttons: [{ text: t('business:ok'), value: 'ok' }],
      })
  }
  const remove = (p: PersonItem) => {
    const verb = t('business:staff.delete')
    return act(() => deletePerson(kind, p.PersonId), {
      ask: { title: verb, content: t(`business:${kind}.deleteConfirm`, { name: personName(p) }), yes: verb },
      done: t('business:staff.deleted'),
      refused: explain,
    })
  }
  const toggle = (p: PersonItem) => {
    const next = p.Status === 1 ? 0 : 1
    const verb = t(next === 0 ? 'business:staff.disable' : 'business:staff.enable')
    return act(() => setStatus(p.PersonId, next), {
      ask: { title: verb, content: t(next === 0 ? 'business:staff.disableConfirm' : 'business:staff.enableConfirm', { name: personName(p) }), yes: verb },
      done: t(next === 0 ? 'business:staff.disabled' : 'business:staff.enabled'),
      refused: explain,
    })
  }

  const items = paged.state.items
  const chip = (k: FilterKey) => {
    const on = filters[k] !== null
    const label = on ? (options[k].find((o) => o.value === filters[k])?.label ?? '') : t(`business:staff.filter.${k}`)
    return (
      <Chip key={k} look="outline" className="biz-chip" role="button" on={on} testId={`filter-${k}`} onTap={() => setChoosing(k)}>
        <Text className="biz-chip__text">{label}</Text>
      </Chip>
    )
  }
  return (
    <Page title={`business:${kind}.title`} testId={`${kind}-page`}>
      <View className="biz-people">
        <SearchBox block="biz-search" value={keyword} onInput={setKeyword} placeholder={t('business:staff.search')} testId="people-search">
          <View className="biz-chips">{filterKeys.map(chip)}</View>
          {items !== null && (
            <Text className="biz-total" data-testid="people-total">
              {t('business:staff.total', { n: paged.state.total })}
            </Text>
          )}
        </SearchBox>
        <PagedList paged={paged} empty={<StateBlock text={t('business:staff.empty')} testId="people-empty" />} skeletons={3}>
          {(items) =>
            items.map((p) => (
              <View key={p.PersonId} className="biz-card biz-person" data-testid="person" data-id={p.PersonId} data-status={p.Status}>
                <View className="biz-request__head">
                  <Text className="biz-card__title">{personName(p)}</Text>
                  {p.Status === 0 && <Tag tone="off" text={t('business:staff.status.0')} testId="person-disabled" />}
                </View>
                <Text className="biz-card__note">{[p.EmployeeNo, p.DepartmentName, p.RankName].filter(Boolean).join(' · ')}</Text>
                <Text className="biz-card__note">{[p.Mobile, p.Email].filter(Boolean).join(' · ')}</Text>
                {employee && p.Roles.length > 0 && <Text className="biz-card__note">{p.Roles.map((r) => r.Name).join('、')}</Text>}
                <View className="biz-actions">
                  <TextAction block="biz-action" label={t('business:staff.editShort')} testId="person-edit" onClick={() => setEditing(p.PersonId)} />
                  {employee && (
                    <TextAction block="biz-action" label={t('business:scope.short')} testId="person-scope" to={['staffScope', { personId: p.PersonId }]} />
                  )}
                  {employee && (
                    <TextAction
                      block="biz-action"
                      label={t(p.Status === 1 ? 'business:staff.disable' : 'business:staff.enable')}
                      testId="person-status"
                      onClick={() => void toggle(p)}
                    />
                  )}
                  <TextAction block="biz-action" label={t('business:staff.delete')} danger testId="person-delete" onClick={() => void remove(p)} />
                </View>
              </View>
            ))
          }
        </PagedList>
        <ActionBar>
          <MainButton kind="ghost" text={t('business:import.title')} onClick={() => setImporting(true)} testId="people-import" />
          <MainButton
            className="action-bar__main"
            text={t(`business:${kind}.add`)}
            onClick={() => data && setEditing('new')}
            disabled={!data}
            testId="people-add"
          />
        </ActionBar>
        {choosing && (
          <ChoiceSheet
            open
            title={t(`business:staff.filter.${choosing}`)}
            options={options[choosing]}
            value={[filters[choosing]]}
            onDone={([v]) => {
              setFilters((f) => ({ ...f, [choosing]: v ?? null }))
              setChoosing(null)
            }}
            onClose={() => setChoosing(null)}
            testId="filter-sheet"
          />
        )}
        {editing !== null && data && (
          <PersonSheet
            kind={kind}
            init={data}
            personId={editing === 'new' ? null : editing}
            onSaved={() => {
              ui.toast(t('business:staff.saved'))
              setEditing(null)
              reload()
            }}
            onClose={() => setEditing(null)}
          />
        )}
        {importing && <ImportSheet kind={kind} onClose={() => setImporting(false)} onImported={reload} />}
      </View>
    </Page>
  )
}
