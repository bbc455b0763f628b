/**
 * /business/department — the company's departments as a tree: expand and collapse, each with its
 * direct members' count. A department opens its sheet: its members with their department path,
 * add a sub-department, rename (Chinese and English), move under another department (only outside
 * its own branch), merge into another (members and sub-departments follow), delete (only when
 * empty; the server's refusal stays in words). The root cannot be moved, merged or deleted.
 */
import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { DepartmentNode } from '@api/admin'
import Page from '@/components/page'
import { LoadStates, StateBlock } from '@/components/ui/states'
import { useLoadOnShow } from '@/components/use-load-on-show'
import { treeRows } from '@/domain/organisation'
import { departments } from '../api'
import DepartmentSheet from '../components/department-sheet'
import '../components/index.scss'
import '@/i18n/ns/organisation'

function DepartmentsPage() {
  const { t } = useTranslation()
  const list = useLoadOnShow(departments)
  const [expanded, setExpanded] = useState<Set<number>>(new Set())
  const [open, setOpen] = useState<number | null>(null)
  const nodes = list.data
  // The root opens at first.
  useEffect(() => {
    if (nodes && expanded.size === 0) setExpanded(new Set(nodes.filter((n) => n.ParentId === null).map((n) => n.Id)))
  }, [nodes])
  const toggle = (id: number) =>
    setExpanded((s) => {
      const next = new Set(s)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  /** After a change: reload, and show where the department now is. */
  const changed = async (showUnder?: number) => {
    const fresh = await list.reload()
    if (showUnder !== undefined && fresh) {
      const byId = new Map(fresh.map((n) => [n.Id, n]))
      setExpanded((s) => {
        const next = new Set(s)
        for (let at = byId.get(showUnder); at; at = at.ParentId === null ? undefined : byId.get(at.ParentId)) next.add(at.Id)
        return next
      })
    }
  }

  const rows = nodes ? treeRows<DepartmentNode>(nodes, expanded) : []
  const current = nodes?.find((n) => n.Id === open) ?? null
  return (
    <Page title="organisation:department.title" testId="department-page">
      <Text className="org-note">{t('organisation:department.hint')}</Text>
      <LoadStates load={list} data={nodes} count={4} empty={<StateBlock text={t('organisation:department.empty')} />} />
      {nodes && nodes.length > 0 && (
        <View className="org-tree" role="tree" data-testid="department-tree">
          {rows.map(({ node, depth, hasChildren }) => (
            <View
              key={node.Id}
              className="org-node"
              role="treeitem"
              aria-expanded={hasChildren ? expanded.has(node.Id) : undefined}
              aria-level={depth + 1}
              data-testid="department-node"
              data-code={node.Code}
              data-depth={depth}
              style={{ paddingLeft: Taro.pxTransform(depth * 32) }}
            >
              {hasChildren ? (
                <View
                  className="org-node__toggle"
                  role="button"
                  aria-label={t(expanded.has(node.Id) ? 'organisation:department.collapse' : 'organisation:department.expand', { name: node.Name })}
                  onClick={() => toggle(node.Id)}
                  data-testid="department-toggle"
                >
                  <Text aria-hidden>{expanded.has(node.Id) ? '▾' : '▸'}</Text>
                </View>
              ) : (
                <View className="org-node__toggle" aria-hidden />
              )}
              <View className="org-node__text" role="button" onClick={() => setOpen(node.Id)} data-testid="department-open">
                <Text className="org-node__name">{node.Name}</Text>
                {node.NameEn && <Text className="org-node__sub">{node.NameEn}</Text>}
              </View>
              <Text className="org-node__count" data-testid="department-members">
                {t('organisation:department.members', { n: node.Members })}
              </Text>
            </View>
          ))}
        </View>
      )}
      {current && nodes && <DepartmentSheet node={current} nodes={nodes} onChanged={(under) => void changed(under)} onClose={() => setOpen(null)} />}
    </Page>
  )
}

export default observer(DepartmentsPage)
