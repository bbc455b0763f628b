/**
 * /business/setting/templateEdit[?id=] — create or edit an approval template: name, what it binds
 * (employees or custom items, fixed once created), default or not, and up to five levels, each
 * with its approver kind, approvers and an optional backup — both chosen from the designated
 * approvers only (the server refuses anyone else; a link leads to their page when someone is
 * missing). Checked before sending (rules.ts); a refused save keeps everything typed.
 */
import { useRef, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import { APPROVER_KINDS } from '@api/approval'
import Page from '@/components/page'
import { back, go, replace } from '@/core/navigate'
import { useRouteParams } from '@/core/route-params'
import { useStores } from '@/stores'
import PickSheet, { personItem, type PickItem } from '@/components/pick-sheet'
import { ErrorBlock, Skeletons } from '@/components/ui/states'
import { MainButton } from '@/components/ui/button'
import { ActionBar } from '@/components/ui/action-bar'
import {
  addApprovers,
  approverNeed,
  draftErrors,
  draftOf,
  emptyDraft,
  emptyLevel,
  MAX_LEVELS,
  moveLevel,
  TEMPLATE_NAME_MAX,
  toSaveReq,
  withKind,
  type DraftError,
  type LevelDraft,
  type TemplateDraft,
} from '../rules'
import { appointedApprovers, saveTemplate, templateDetail } from '../api'
import { SettingSection } from '../components/section'
import '../components/index.scss'
import '@/i18n/ns/approvalSetting'

type Picking = { level: number; role: 'approver' | 'backup' } | null

function TemplateEditPage() {
  const { t } = useTranslation()
  const { session, ui } = useStores()
  const id = Number(useRouteParams().id) || 0
  const [draft, setDraft] = useState<TemplateDraft | 'error' | null>(id ? null : emptyDraft())
  const [tried, setTried] = useState(false)
  const [picking, setPicking] = useState<Picking>(null)
  const [busy, setBusy] = useState(false)
  const loaded = useRef(false)

  const load = () => {
    templateDetail(id).then(
      (d) => {
        loaded.current = true
        setDraft(draftOf(d))
      },
      () => setDraft('error'),
    )
  }
  useDidShow(() => {
    // Once loaded, coming back (from a sheet or the system) keeps what was typed.
    if (session.signedIn && id && !loaded.current) load()
  })

  const title = id ? 'approvalSetting:edit.titleEdit' : 'approvalSetting:edit.titleNew'
  if (draft === null || draft === 'error') {
    return (
      <Page title={title} testId="template-edit">
        {draft === null ? <Skeletons testId="edit-loading" /> : <ErrorBlock onRetry={load} testId="edit-error" />}
      </Page>
    )
  }
  const d = draft
  const errors = tried ? draftErrors(d) : []
  const errorText = (e: DraftError) =>
    e.field === 'level' ? t(`approvalSetting:edit.errors.${e.error}`, { level: e.index + 1 }) : t(`approvalSetting:edit.errors.${e.error}`)
  const nameError = errors.find((e) => e.field === 'name')
  const levelsError = errors.find((e) => e.field === 'levels')

  const set = (patch: Partial<TemplateDraft>) => setDraft({ ...d, ...patch })
  const setLevel = (i: number, l: LevelDraft) => set({ Levels: d.Levels.map((x, j) => (j === i ? l : x)) })

  const save = async () => {
    setTried(true)
    const problems = draftErrors(d)
    if (problems.length) return void ui.toast(errorText(problems[0]))
    if (busy) return
    setBusy(true)
    try {
      const saved = await saveTemplate(toSaveReq(d))
      ui.toast(t('approvalSetting:edit.saved'))
      if (id) await back()
      else await replace('approvalTemplateDetails', { id: saved.TemplateId })
    } catch {
      // The http client has shown why; the draft stays as typed.
    } finally {
      setBusy(false)
    }
  }
  const picked = (items: PickItem[]) => {
    const p = picking
    setPicking(null)
    if (!p) return
    const l = d.Levels[p.level]
    const people = items.map((x) => ({ PersonId: x.id, Name: x.name }))
    setLevel(p.level, p.role === 'backup' ? { ...l, Backup: people[0] ?? null } : addApprovers(l, people))
  }
  const pickingLevel = picking ? d.Levels[picking.level] : null

  return (
    <Page title={title} className="as-page" testId="template-edit">
      <View className="as-section">
        <View className={`as-field ${nameError ? 'as-field--invalid' : ''}`}>
          <Text className="as-field__label">{t('approvalSetting:edit.name')}</Text>
          <Input
            className="as-field__input"
            value={d.Name}
            maxlength={TEMPLATE_NAME_MAX + 10}
            placeholder={t('approvalSetting:edit.namePlaceholder')}
            onInput={(e) => set({ Name: e.detail.value })}
            data-testid="edit-name"
          />
          {nameError && (
            <Text className="as-field__error" data-testid="edit-name-error">
              {errorText(nameError)}
            </Text>
          )}
        </View>
        <View className="as-field">
          <Text className="as-field__label">{t('approvalSetting:edit.bindKind')}</Text>
          <View className="as-seg" role="radiogroup">
            {(['Staff', 'CustomItem'] as const).map((k) => (
              <View
                key={k}
                className={`as-seg__item ${d.BindKind === k ? 'as-seg__item--on' : ''} ${id && d.BindKind !== k ? 'as-seg__item--off' : ''}`}
                role="radio"
                aria-checked={d.BindKind === k}
                aria-disabled={!!id}
                onClick={() => !id && set({ BindKind: k })}
                data-testid={`edit-bind-${k}`}
              >
                <Text>{t(`approvalSetting:templates.bindKind.${k}`)}</Text>
              </View>
            ))}
          </View>
          {!!id && <Text className="as-field__hint">{t('approvalSetting:edit.bindKindFixed')}</Text>}
        </View>
        <View className="as-field">
          <View className="as-field__line">
            <View className="as-person__text">
              <Text className="as-person__name">{t('approvalSetting:edit.isDefault')}</Text>
              <Text className="as-field__hint">{t('approvalSetting:edit.isDefaultHint')}</Text>
            </View>
            <View
              className={`as-switch ${d.IsDefault ? 'as-switch--on' : ''}`}
              role="switch"
              aria-checked={d.IsDefault}
              aria-label={t('approvalSetting:edit.isDefault')}
              onClick={() => set({ IsDefault: !d.IsDefault })}
              data-testid="edit-default"
            />
          </View>
        </View>
      </View>

      <SettingSection title={t('approvalSetting:edit.levels')}>
        <View className="as-pool" data-testid="edit-pool-hint">
          <Text className="as-pool__text">{t('approvalSetting:edit.poolHint')}</Text>
          <View className="as-pool__link" role="link" onClick={() => void go('approvalApprovers')} data-testid="edit-pool-link">
            <Text>{t('approvalSetting:edit.poolLink')} ›</Text>
          </View>
        </View>
        {levelsError && <Text className="as-level__error">{errorText(levelsError)}</Text>}
        {d.Levels.map((l, i) => {
          const e = errors.find((x) => x.field === 'level' && x.index === i)
          const need = approverNeed(l.Kind)
          return (
            <View key={i} className="as-level" data-testid={`edit-level-${i + 1}`}>
              <View className="as-level__dot">
                <Text>{i + 1}</Text>
              </View>
              <View className="as-level__body">
                <View className="as-level__head">
                  <Text className="as-level__title">{t('approvalSetting:detail.level', { level: i + 1 })}</Text>
                  <View className="as-level__tools">
                    <Text className={i === 0 ? 'as-level__tool--off' : ''} onClick={() => set({ Levels: moveLevel(d.Levels, i, -1) })}>
                      {t('approvalSetting:edit.moveUp')}
                    </Text>
                    <Text className={i === d.Levels.length - 1 ? 'as-level__tool--off' : ''} onClick={() => set({ Levels: moveLevel(d.Levels, i, 1) })}>
                      {t('approvalSetting:edit.moveDown')}
                    </Text>
                    <Text
                      className="as-level__tool--danger"
                      onClick={() => set({ Levels: d.Levels.filter((_, j) => j !== i) })}
                      data-testid={`edit-level-remove-${i + 1}`}
                    >
                      {t('approvalSetting:edit.removeLevel')}
                    </Text>
                  </View>
                </View>
                <View className="as-seg" role="radiogroup" aria-label={t('approvalSetting:edit.kind')}>
                  {APPROVER_KINDS.map((k) => (
                    <View
                      key={k}
                      className={`as-seg__item ${l.Kind === k ? 'as-seg__item--on' : ''}`}
                      role="radio"
                      aria-checked={l.Kind === k}
                      onClick={() => setLevel(i, withKind(l, k))}
                      data-testid={`edit-level-${i + 1}-kind-${k}`}
                    >
                      <Text>{t(`approvalSetting:edit.kinds.${k}`)}</Text>
                    </View>
                  ))}
                </View>
                <Text className="as-level__note">{t(`approvalSetting:edit.kindHint.${l.Kind}`)}</Text>
                {need.max > 0 &&
                  l.Approvers.map((a) => (
                    <View key={a.PersonId} className="as-approver" data-testid={`edit-level-${i + 1}-approver-${a.PersonId}`}>
                      <Text className="as-approver__name">{a.Name}</Text>
                      <Text
                        className="as-approver__action as-approver__action--danger"
                        onClick={() => setLevel(i, { ...l, Approvers: l.Approvers.filter((x) => x.PersonId !== a.PersonId) })}
                      >
                        {t('approvalSetting:common.remove')}
                      </Text>
                    </View>
                  ))}
                {need.max > 0 && (l.Kind === 'Designated' || l.Approvers.length < need.max) && (
                  <Text className="as-link" onClick={() => setPicking({ level: i, role: 'approver' })} data-testid={`edit-level-${i + 1}-add-approver`}>
                    + {t('approvalSetting:edit.addApprover')}
                  </Text>
                )}
                <View className="as-approver">
                  <Text className="as-approver__name">
                    {t('approvalSetting:edit.backup')}: {l.Backup ? l.Backup.Name : t('approvalSetting:edit.backupNone')}
                  </Text>
                  {l.Backup && (
                    <Text className="as-approver__action as-approver__action--danger" onClick={() => setLevel(i, { ...l, Backup: null })}>
                      {t('approvalSetting:edit.clearBackup')}
                    </Text>
                  )}
                  <Text className="as-approver__action" onClick={() => setPicking({ level: i, role: 'backup' })} data-testid={`edit-level-${i + 1}-backup`}>
                    {t('approvalSetting:common.edit')}
                  </Text>
                </View>
                {e && (
                  <Text className="as-level__error" data-testid={`edit-level-${i + 1}-error`}>
                    {errorText(e)}
                  </Text>
                )}
              </View>
            </View>
          )
        })}
        {d.Levels.length < MAX_LEVELS && (
          <Text className="as-link" onClick={() => set({ Levels: [...d.Levels, emptyLevel()] })} data-testid="edit-add-level">
            + {t('approvalSetting:edit.addLevel')}
          </Text>
        )}
      </SettingSection>

      <ActionBar>
        <MainButton text={t('approvalSetting:common.save')} busy={busy} onClick={() => void save()} testId="edit-save" />
      </ActionBar>

      <PickSheet
        open={picking !== null}
        title={t(picking?.role === 'backup' ? 'approvalSetting:picker.backup' : 'approvalSetting:picker.approver')}
        multi={picking?.role === 'approver' && pickingLevel?.Kind === 'SameLevel'}
        load={(k, page) => appointedApprovers(k, page, true).then((r) => ({ items: r.Items.map(personItem), total: r.Total }))}
        emptyText={t('approvalSetting:picker.emptyPool')}
        onDone={picked}
        onClose={() => setPicking(null)}
        testId="approver-picker"
      />
    </Page>
  )
}

export default observer(TemplateEditPage)
