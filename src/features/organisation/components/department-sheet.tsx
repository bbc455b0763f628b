/**
 * One department's sheet: its direct members with their department path from the root, and what
 * can be done with it — add a sub-department, rename, move (the choices are only departments
 * outside its own branch, src/domain/organisation.ts), merge into another (asked first), delete
 * (asked first; refused while it has members or sub-departments, the server's words shown here).
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { DepartmentNode, PersonItem } from '@api/admin'
import PickSheet, { type PickItem } from '@/components/pick-sheet'
import { Sheet } from '@/components/ui/sheet'
import { TextAction } from '@/components/ui/text-action'
import { useAct } from '@/components/use-act'
import type { Ask } from '@/components/use-confirm'
import { isApiError } from '@/core/errors'
import { departmentPath, mergeTargets, moveTargets } from '@/domain/organisation'
import { useStores } from '@/stores'
import { addDepartment, deleteDepartment, departmentMembers, mergeDepartment, moveDepartment, renameDepartment } from '../api'
import NameSheet from './name-sheet'
import { Refusal } from './refusal'
import './index.scss'
import '@/i18n/ns/organisation'

type Mode = 'menu' | 'add' | 'rename' | 'move' | 'merge'

export interface DepartmentSheetProps {
  node: DepartmentNode
  nodes: DepartmentNode[]
  /** Reload the tree; show the department under this one. */
  onChanged: (showUnder?: number) => void
  onClose: () => void
}

const personName = (p: PersonItem) => p.ChName || [p.LastName, p.FirstName].filter(Boolean).join('/')

export default function DepartmentSheet({ node, nodes, onChanged, onClose }: DepartmentSheetProps) {
  const { t } = useTranslation()
  const { ui, power } = useStores()
  // The members list is the staff list's (employee administrators); others see the count.
  const seesStaff = power.can('ManagePermission.EmployeeInfo.EmployeeManage')
  const [mode, setMode] = useState<Mode>('menu')
  const [refusal, setRefusal] = useState('')
  const [members, setMembers] = useState<PersonItem[] | null>(null)
  const isRoot = node.ParentId === null
  const path = (id: number | null) => departmentPath(nodes, id).join(' / ')

  useEffect(() => {
    setMembers(null)
    if (node.Members === 0 || !seesStaff) return setMembers([])
    departmentMembers(node.Id).then(
      (r) => setMembers(r.Items),
      () => setMembers([]),
    )
  }, [node.Id, node.ParentId, node.Members])

  const act = useAct()
  /** A change of the tree: said done, the tree reloaded (showing `showUnder`), the sheet back at its menu or closed; a refusal in the server's words. */
  const run = (work: () => Promise<unknown>, done: string, o: { ask?: Ask; showUnder?: number; close?: boolean } = {}) =>
    act(
      async () => {
        setRefusal('')
        await work()
      },
      {
        ask: o.ask,
        done: t(done),
        after: () => {
          setMode('menu')
          onChanged(o.showUnder)
          if (o.close) onClose()
        },
        refused: (e) => {
          if (isApiError(e) && e.kind === 'server') setRefusal(e.message)
          setMode('menu')
        },
      },
    )

  const remove = () =>
    run(() => deleteDepartment(node.Id), 'organisation:deleted', {
      ask: {
        title: t('organisation:department.delete'),
        content: t('organisation:department.deleteConfirm', { name: node.Name }),
        yes: t('organisation:delete'),
      },
      close: true,
    })
  const merge = async (into: PickItem) => {
    const merged = await run(() => mergeDepartment(node.Id, into.id), 'organisation:department.merged', {
      ask: {
        title: t('organisation:department.merge'),
        content: t('organisation:department.mergeConfirm', { name: node.Name, into: into.name }),
        yes: t('organisation:department.merge'),
      },
      showUnder: into.id,
      close: true,
    })
    if (!merged) setMode('menu')
  }
  const targets = (list: DepartmentNode[]) => (keyword: string) => {
    const k = keyword.toLowerCase()
    const items = list
      .filter((n) => !k || n.Name.toLowerCase().includes(k) || n.NameEn.toLowerCase().includes(k) || n.Code.toLowerCase().includes(k))
      .map((n) => ({ id: n.Id, name: n.Name, sub: path(n.ParentId) }))
    return Promise.resolve({ items, total: items.length })
  }

  /** The departments a move or a merge may go to. */
  const picker = (kind: 'move' | 'merge', list: DepartmentNode[], onDone: (to: PickItem) => void) => (
    <PickSheet
      open={mode === kind}
      title={t(`organisation:department.${kind}Title`, { name: node.Name })}
      multi={false}
      load={targets(list)}
      emptyText={t('organisation:department.noTargets')}
      onDone={([to]) => onDone(to)}
      onClose={() => setMode('menu')}
      testId={`department-${kind}-picker`}
    />
  )
  const action = (key: string, label: string, onClick: () => void, danger = false) => (
    <TextAction block="org-action" label={label} danger={danger} testId={`department-${key}`} onClick={onClick} />
  )
  return (
    <>
      <Sheet open={mode === 'menu'} title={node.Name} onClose={onClose} testId="department-sheet">
        <Text className="org-note" data-testid="department-path">
          {path(node.Id)}
        </Text>
        <Refusal text={refusal} testId="department-refusal" />
        <View className="org-sheet-actions">
          {action('add', t('organisation:department.add'), () => setMode('add'))}
          {action('rename', t('organisation:department.rename'), () => setMode('rename'))}
          {!isRoot && action('move', t('organisation:department.move'), () => setMode('move'))}
          {!isRoot && action('merge', t('organisation:department.merge'), () => setMode('merge'))}
          {!isRoot && action('delete', t('organisation:delete'), () => void remove(), true)}
        </View>
        <Text className="org-section-title">{t('organisation:department.membersTitle', { n: node.Members })}</Text>
        {members === null && <Text className="org-note">{t('organisation:loading')}</Text>}
        {members?.map((p) => (
          <View key={p.PersonId} className="org-member" data-testid="department-member">
            <Text className="org-member__name">{[personName(p), p.EmployeeNo].filter(Boolean).join(' · ')}</Text>
            <Text className="org-member__path" data-testid="department-member-path">
              {path(p.DepartmentId)}
            </Text>
          </View>
        ))}
        {members?.length === 0 && seesStaff && <Text className="org-note">{t('organisation:department.noMembers')}</Text>}
      </Sheet>
      {mode === 'add' && (
        <NameSheet
          title={t('organisation:department.addUnder', { name: node.Name })}
          initial={{ Name: '', NameEn: '', Code: '' }}
          withCode={false}
          onSave={async (d) => {
            await addDepartment(node.Id, d.Name, d.NameEn)
            ui.toast(t('organisation:saved'))
            setMode('menu')
            onChanged(node.Id)
          }}
          onClose={() => setMode('menu')}
          testId="department-name-sheet"
        />
      )}
      {mode === 'rename' && (
        <NameSheet
          title={t('organisation:department.rename')}
          initial={{ Name: node.Name, NameEn: node.NameEn, Code: node.Code }}
          withCode={false}
          onSave={async (d) => {
            await renameDepartment(node.Id, d.Name, d.NameEn)
            ui.toast(t('organisation:saved'))
            setMode('menu')
            onChanged()
          }}
          onClose={() => setMode('menu')}
          testId="department-name-sheet"
        />
      )}
      {picker(
        'move',
        moveTargets(nodes, node.Id),
        (to) => void run(() => moveDepartment(node.Id, to.id), 'organisation:department.moved', { showUnder: to.id }),
      )}
      {picker('merge', mergeTargets(nodes, node.Id), (into) => void merge(into))}
    </>
  )
}
