/**
 * /business/role — the company's roles: each with its name in the user's language, its code and
 * how many hold it; built-in roles are marked and cannot be deleted. Add or edit a role's names
 * and powers (grouped switches), see and change its holders, delete a custom role nobody holds
 * (asked first). The server refuses leaving nobody with the role-manage power (1001), in words.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { RoleDetail, RoleItem } from '@api/admin'
import Page from '@/components/page'
import { asLang } from '@/components/format'
import { MainButton } from '@/components/ui/button'
import { LoadStates, StateBlock } from '@/components/ui/states'
import { Tag } from '@/components/ui/tag'
import { TextAction } from '@/components/ui/text-action'
import { useAct, useEditing } from '@/components/use-act'
import { useLoadOnShow } from '@/components/use-load-on-show'
import { isApiError } from '@/core/errors'
import { deleteRole, roleDetail, roles, saveRole } from '../api'
import HoldersSheet from '../components/holders-sheet'
import { Refusal } from '../components/refusal'
import RoleSheet from '../components/role-sheet'
import '../components/index.scss'
import '@/i18n/ns/organisation'

function RolesPage() {
  const { t, i18n } = useTranslation()
  const list = useLoadOnShow(roles)
  const act = useAct(list.reload)
  const sheet = useEditing<RoleDetail>(t('organisation:saved'), list.reload)
  const [holders, setHolders] = useState<RoleItem | null>(null)
  const [refusal, setRefusal] = useState('')
  const lang = asLang(i18n.language)
  const nameOf = (r: RoleItem) => r.Names[lang] || r.Names['zh-CN'] || r.Name

  const edit = async (r: RoleItem) => {
    try {
      sheet.open(await roleDetail(r.RoleId))
    } catch {
      // The server's message was shown.
    }
  }
  const remove = (r: RoleItem) =>
    act(
      async () => {
        setRefusal('')
        await deleteRole(r.RoleId)
      },
      {
        ask: { title: t('organisation:role.delete'), content: t('organisation:role.deleteConfirm', { name: nameOf(r) }), yes: t('organisation:delete') },
        done: t('organisation:deleted'),
        refused: (e) => {
          if (isApiError(e) && e.kind === 'server') setRefusal(t('organisation:catalog.refused', { name: nameOf(r), reason: e.message }))
        },
      },
    )

  const items = list.data
  return (
    <Page title="organisation:role.title" testId="role-page">
      <Text className="org-note">{t('organisation:role.hint')}</Text>
      <Refusal text={refusal} testId="role-list-refusal" />
      <LoadStates load={list} data={items} empty={<StateBlock text={t('organisation:role.empty')} />} />
      <View className="org-list">
        {items?.map((r) => (
          <View key={r.RoleId} className="org-card" data-testid="role-item" data-code={r.Code}>
            <View className="org-card__head">
              <Text className="org-card__title">{nameOf(r)}</Text>
              {r.BuiltIn && <Tag tone="info" text={t('organisation:role.builtIn')} />}
            </View>
            <Text className="org-card__meta">{[r.Code, t('organisation:role.holders', { n: r.Members })].join(' · ')}</Text>
            <View className="org-card__actions">
              <TextAction block="org-action" label={t('organisation:role.holdersAction')} testId="role-holders" onClick={() => setHolders(r)} />
              <TextAction block="org-action" label={t('organisation:edit')} testId="role-edit" onClick={() => void edit(r)} />
              {!r.BuiltIn && <TextAction block="org-action" label={t('organisation:delete')} danger testId="role-delete" onClick={() => void remove(r)} />}
            </View>
          </View>
        ))}
      </View>
      <View className="org-bar">
        <MainButton text={t('organisation:role.add')} onClick={() => sheet.open('new')} testId="role-add" />
      </View>
      {sheet.editing && <RoleSheet role={sheet.item} onSave={(req) => sheet.save(() => saveRole(req))} onClose={sheet.close} />}
      {holders && <HoldersSheet role={holders} roleName={nameOf(holders)} onChanged={() => void list.reload()} onClose={() => setHolders(null)} />}
    </Page>
  )
}

export default observer(RolesPage)
