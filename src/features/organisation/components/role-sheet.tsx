/**
 * Adds or edits a role: its code (on add), its name in the four languages (the first required),
 * and its powers as switches grouped in plain words (power-groups.ts). Saving sends the whole
 * power; the server refuses a change that leaves nobody able to manage roles (1001), said here in
 * words, and the form keeps what was chosen.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { RoleDetail, RoleSaveReq } from '@api/admin'
import { FormRow, TextField, Toggle } from '@/components/ui/form'
import { FormSheet } from '@/components/ui/form-sheet'
import { isApiError } from '@/core/errors'
import { checkRoleDraft, switchOn, toggleSwitch } from '@/domain/organisation'
import { POWER_GROUPS } from './power-groups'
import './index.scss'
import '@/i18n/ns/organisation'

const LANGS = ['zh-CN', 'zh-TW', 'en', 'ja'] as const
type Names = Record<(typeof LANGS)[number], string>

export interface RoleSheetProps {
  /** null: a new role. */
  role: RoleDetail | null
  onSave: (req: RoleSaveReq) => Promise<unknown>
  onClose: () => void
}

export default function RoleSheet({ role, onSave, onClose }: RoleSheetProps) {
  const { t } = useTranslation()
  const [code, setCode] = useState(role?.Code ?? '')
  const [names, setNames] = useState<Names>({
    'zh-CN': role?.Names['zh-CN'] ?? '',
    'zh-TW': role?.Names['zh-TW'] ?? '',
    en: role?.Names.en ?? '',
    ja: role?.Names.ja ?? '',
  })
  const [power, setPower] = useState<object>(role?.Power ?? {})
  const [shown, setShown] = useState(false)
  const [refusal, setRefusal] = useState('')
  const isNew = role === null
  const issues = checkRoleDraft({ Code: code, NameZh: names['zh-CN'] }, isNew)
  const error = (k: 'Code' | 'NameZh') => {
    const c = issues[k]
    return shown && c && !c.ok ? t(c.key, c.params) : undefined
  }
  const save = () => {
    setShown(true)
    if (Object.keys(issues).length > 0) return
    setRefusal('')
    const texts = Object.fromEntries(LANGS.map((l) => [l, names[l].trim()]).filter(([, v]) => v)) as RoleSaveReq['Names']
    return onSave({ ...(role ? { RoleId: role.RoleId } : { Code: code.trim() }), Names: texts, Power: power as Record<string, unknown> })
  }
  // The last holder of the role-manage power (1001) and the like: said here as well.
  const refused = (e: unknown) => isApiError(e) && e.kind === 'server' && setRefusal(e.message)
  return (
    <FormSheet
      title={t(isNew ? 'organisation:role.add' : 'organisation:role.edit')}
      onClose={onClose}
      name="role"
      save={t('organisation:save')}
      onSave={save}
      onRefused={refused}
    >
      {refusal && (
        <View className="org-error" role="alert" data-testid="role-refusal">
          <Text>{refusal}</Text>
        </View>
      )}
      <View className="org-form">
        {isNew && (
          <FormRow label={t('organisation:role.code')} required error={error('Code')} hint={t('organisation:fields.codeHint')} testId="rf-Code">
            <TextField value={code} onChange={setCode} placeholder={t('organisation:role.codePlaceholder')} maxlength={30} />
          </FormRow>
        )}
        {LANGS.map((l) => (
          <FormRow
            key={l}
            label={t(`organisation:role.name.${l}`)}
            required={l === 'zh-CN'}
            error={l === 'zh-CN' ? error('NameZh') : undefined}
            testId={`rf-name-${l}`}
          >
            <TextField
              value={names[l]}
              onChange={(v) => setNames({ ...names, [l]: v })}
              onBlur={() => l === 'zh-CN' && setShown(true)}
              placeholder={t(`organisation:role.name.${l}`)}
              maxlength={50}
            />
          </FormRow>
        ))}
      </View>
      {POWER_GROUPS.map((g) => (
        <View key={g.key} className="org-group" data-testid={`power-group-${g.key}`}>
          <Text className="org-group__title">{t(`organisation:power.${g.key}.title`)}</Text>
          {g.switches.map((s) => {
            const label = t(`organisation:power.${g.key}.${s.key}`)
            return (
              <View key={s.key} className="org-switch">
                <Text className="org-switch__label">{label}</Text>
                <Toggle
                  checked={switchOn(power, s)}
                  onChange={(on) => setPower(toggleSwitch(power, POWER_GROUPS, s, on))}
                  label={label}
                  testId={`power-${g.key}-${s.key}`}
                />
              </View>
            )
          })}
        </View>
      ))}
    </FormSheet>
  )
}
