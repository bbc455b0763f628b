/**
 * /business/setting/templateDetails?id= — one approval template: its levels with approvers and
 * backups (an approver can be marked out of office here, vettingsetting/setApproverAbsence), the
 * employees or custom items bound to it (bind several, unbind one after a confirmation), edit
 * and delete (refused while anything is bound).
 */
import { useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { ApproverView, PersonBrief } from '@api/approval'
import Page from '@/components/page'
import { LevelFrame } from '@/components/ui/level-frame'
import { useAct } from '@/components/use-act'
import { back, go } from '@/core/navigate'
import { useRouteParams } from '@/core/route-params'
import { useStores } from '@/stores'
import PickSheet, { personItem } from '@/components/pick-sheet'
import { ErrorBlock, Skeletons } from '@/components/ui/states'
import { useLoadable } from '@/components/use-loadable'
import { MainButton } from '@/components/ui/button'
import { ActionBar } from '@/components/ui/action-bar'
import { Tag } from '@/components/ui/tag'
import { bindCustomItems, bindPersons, deleteTemplate, setAbsence, templateCustomItems, templateDetail, templatePersons } from '../api'
import { SettingSection } from '../components/section'
import '../components/index.scss'
import '@/i18n/ns/approvalSetting'

interface Persons {
  items: PersonBrief[]
  total: number
  page: number
}

function TemplateDetailsPage() {
  const { t } = useTranslation()
  const { session, ui } = useStores()
  const id = Number(useRouteParams().id) || 0
  const loaded = useLoadable(() => templateDetail(id))
  const detail = loaded.data ?? (loaded.status === 'error' ? 'error' : null)
  const [persons, setPersons] = useState<Persons | null>(null)
  const [picking, setPicking] = useState<'persons' | 'items' | null>(null)

  const loadPersons = (page: number) =>
    templatePersons(id, true, '', page).then(
      (r) => setPersons((cur) => ({ items: page === 1 ? r.Items : [...(cur?.items ?? []), ...r.Items], total: r.Total, page })),
      () => undefined,
    )
  const load = async () => {
    const d = await loaded.reload()
    if (d?.BindKind === 'Staff') void loadPersons(1)
  }
  useDidShow(() => {
    if (session.signedIn && id) void load()
  })

  /** Runs a change, then reloads; the http client has already shown a failure. */
  const act = useAct(load)
  const unbind = (name: string) => ({
    title: t('approvalSetting:detail.unbindTitle'),
    content: t('approvalSetting:detail.unbindContent', { name }),
    yes: t('approvalSetting:detail.unbind'),
  })

  if (!id || detail === 'error') {
    return (
      <Page title="approvalSetting:detail.title" testId="template-details">
        <ErrorBlock onRetry={() => void load()} testId="details-error" />
      </Page>
    )
  }
  if (detail === null) {
    return (
      <Page title="approvalSetting:detail.title" testId="template-details">
        <Skeletons testId="details-loading" />
      </Page>
    )
  }
  const d = detail
  const boundCount = d.BindKind === 'Staff' ? d.BoundPersonCount : d.BoundCustomItemCount

  const remove = () => {
    if (boundCount > 0) return void ui.toast(t('approvalSetting:detail.deleteInUse'))
    return act(() => deleteTemplate(d.TemplateId), {
      ask: {
        title: t('approvalSetting:detail.deleteTitle'),
        content: t('approvalSetting:detail.deleteContent', { name: d.Name }),
        yes: t('approvalSetting:common.delete'),
      },
      done: t('approvalSetting:detail.deleted'),
      after: back,
    })
  }
  const toggleAbsence = (a: ApproverView) =>
    act(() => setAbsence(a.PersonId, !a.IsAbsent), {
      ask: a.IsAbsent
        ? undefined
        : { title: t('approvalSetting:detail.absentTitle'), content: t('approvalSetting:detail.absentContent', { name: a.Name }), yes: t('common:confirm') },
      done: t(a.IsAbsent ? 'approvalSetting:detail.backDone' : 'approvalSetting:detail.absentDone'),
    })
  const unbindPerson = (p: PersonBrief) =>
    act(() => bindPersons(d.TemplateId, [p.PersonId], false), { ask: unbind(p.Name), done: t('approvalSetting:detail.unbound') })
  const unbindItem = (item: { Id: number; Name: string }) =>
    act(() => bindCustomItems(d.TemplateId, [item.Id], false), { ask: unbind(item.Name), done: t('approvalSetting:detail.unbound') })
  const bind = (ids: number[]) => {
    const kind = picking
    setPicking(null)
    void act(() => (kind === 'items' ? bindCustomItems(d.TemplateId, ids, true) : bindPersons(d.TemplateId, ids, true)), {
      done: t('approvalSetting:detail.bound', { n: ids.length }),
    })
  }

  return (
    <Page title="approvalSetting:detail.title" className="as-page" testId="template-details">
      <View data-testid="details-content" data-name={d.Name}>
        <View className="as-section">
          <View className="as-section__body">
            <View className="as-card__head">
              <Text className="as-card__name" data-testid="details-name">
                {d.Name}
              </Text>
              {d.IsDefault && <Tag tone="wait" text={t('approvalSetting:templates.default')} />}
              <Tag tone="off" text={t(`approvalSetting:templates.bindKind.${d.BindKind}`)} />
            </View>
            <Text className="as-card__line">{t('approvalSetting:templates.levelCount', { n: d.LevelCount })}</Text>
          </View>
        </View>

        <SettingSection title={t('approvalSetting:detail.levels')}>
          {d.Levels.map((l) => (
            <LevelFrame
              key={l.Level}
              block="as-level"
              level={l.Level}
              title={t('approvalSetting:detail.level', { level: l.Level })}
              kindName={l.KindName}
              testId={`details-level-${l.Level}`}
            >
              {l.Kind === 'DirectSuperior' && <Text className="as-level__note">{t('approvalSetting:detail.superiorNote')}</Text>}
              {l.Approvers.filter((a) => l.Kind !== 'DirectSuperior' || a.Role === 'Backup').map((a) => (
                <View
                  key={`${a.PersonId}-${a.Role}`}
                  className={`as-approver ${a.IsAbsent ? 'as-approver--absent' : ''}`}
                  data-testid={`approver-${l.Level}-${a.PersonId}`}
                >
                  <Text className="as-approver__name">
                    {a.Name}
                    {a.DepartmentName ? ` · ${a.DepartmentName}` : ''}
                  </Text>
                  {a.Role === 'Backup' && <Tag tone="off" text={t('approvalSetting:detail.backup')} />}
                  {a.IsAbsent && <Tag tone="wait" text={t('approvalSetting:detail.absent')} />}
                  <Text className="as-approver__action" onClick={() => void toggleAbsence(a)} data-testid={`absence-${l.Level}-${a.PersonId}`}>
                    {t(a.IsAbsent ? 'approvalSetting:detail.markBack' : 'approvalSetting:detail.markAbsent')}
                  </Text>
                </View>
              ))}
            </LevelFrame>
          ))}
        </SettingSection>

        {d.BindKind === 'Staff' ? (
          <SettingSection
            title={`${t('approvalSetting:detail.persons')} (${d.BoundPersonCount})`}
            action={{ text: t('approvalSetting:detail.bindPersons'), onClick: () => setPicking('persons'), testId: 'details-bind-persons' }}
            bare
            testId="details-persons"
          >
            {persons && persons.items.length === 0 && <Text className="as-hint as-hint--pad">{t('approvalSetting:detail.noPersons')}</Text>}
            {persons?.items.map((p) => (
              <View key={p.PersonId} className="as-person" data-testid={`bound-person-${p.PersonId}`}>
                <View className="as-person__text">
                  <Text className="as-person__name">{p.Name}</Text>
                  <Text className="as-person__sub">{[p.EmployeeNo, p.DepartmentName].filter(Boolean).join(' · ')}</Text>
                </View>
                <Text className="as-person__action" onClick={() => void unbindPerson(p)} data-testid={`unbind-person-${p.PersonId}`}>
                  {t('approvalSetting:detail.unbind')}
                </Text>
              </View>
            ))}
            {persons && persons.items.length < persons.total && (
              <View className="as-person" role="button" onClick={() => void loadPersons(persons.page + 1)}>
                <Text className="as-link">{t('approvalSetting:common.more')}</Text>
              </View>
            )}
          </SettingSection>
        ) : (
          <SettingSection
            title={`${t('approvalSetting:detail.items')} (${d.CustomItems.length})`}
            action={{ text: t('approvalSetting:detail.bindItems'), onClick: () => setPicking('items'), testId: 'details-bind-items' }}
            bare
            testId="details-items"
          >
            {d.CustomItems.length === 0 && <Text className="as-hint as-hint--pad">{t('approvalSetting:detail.noItems')}</Text>}
            {d.CustomItems.map((c) => (
              <View key={c.Id} className="as-person" data-testid={`bound-item-${c.Id}`}>
                <View className="as-person__text">
                  <Text className="as-person__name">{c.Name}</Text>
                  <Text className="as-person__sub">{c.Code}</Text>
                </View>
                <Text className="as-person__action" onClick={() => void unbindItem(c)} data-testid={`unbind-item-${c.Id}`}>
                  {t('approvalSetting:detail.unbind')}
                </Text>
              </View>
            ))}
          </SettingSection>
        )}
      </View>

      <ActionBar>
        <MainButton kind="danger" text={t('approvalSetting:common.delete')} onClick={() => void remove()} testId="details-delete" />
        <MainButton text={t('approvalSetting:common.edit')} onClick={() => void go('approvalTemplateEdit', { id: d.TemplateId })} testId="details-edit" />
      </ActionBar>

      <PickSheet
        open={picking === 'persons'}
        title={t('approvalSetting:picker.persons')}
        multi
        load={(k, page) => templatePersons(d.TemplateId, false, k, page).then((r) => ({ items: r.Items.map(personItem), total: r.Total }))}
        onDone={(picked) => bind(picked.map((p) => p.id))}
        onClose={() => setPicking(null)}
        testId="bind-persons-picker"
      />
      <PickSheet
        open={picking === 'items'}
        title={t('approvalSetting:picker.items')}
        multi
        searchable={false}
        emptyText={t('approvalSetting:picker.emptyItems')}
        load={() =>
          templateCustomItems(d.TemplateId, false).then((r) => ({
            items: r.Items.map((i) => ({ id: i.Id, name: i.Name, sub: i.Code })),
            total: r.Items.length,
          }))
        }
        onDone={(picked) => bind(picked.map((p) => p.id))}
        onClose={() => setPicking(null)}
        testId="bind-items-picker"
      />
    </Page>
  )
}

export default observer(TemplateDetailsPage)
