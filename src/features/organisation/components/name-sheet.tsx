/**
 * Adds or edits a named entry — a department, a cost centre, a business unit or a custom item:
 * its name in Chinese and in English, and for catalog entries a code (generated when left empty).
 * The name is checked as typed; a refusal of the server keeps what was typed.
 */
import { useState } from 'react'
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { MainButton } from '@/components/ui/button'
import { FormRow, TextField } from '@/components/ui/form'
import { Sheet } from '@/components/ui/sheet'
import { checkNamedDraft, type NamedDraft } from '@/domain/organisation'
import './index.scss'
import '@/i18n/ns/organisation'

export interface NameSheetProps {
  title: string
  initial: NamedDraft
  withCode: boolean
  /** Throws when refused; the sheet stays open with the text. */
  onSave: (d: NamedDraft) => Promise<unknown>
  onClose: () => void
  testId?: string
}

export default function NameSheet(p: NameSheetProps) {
  const { t } = useTranslation()
  const [d, setD] = useState<NamedDraft>(p.initial)
  const [shown, setShown] = useState(false)
  const [busy, setBusy] = useState(false)
  const issues = checkNamedDraft(d)
  const error = (k: 'Name' | 'Code') => {
    const c = issues[k]
    return (shown || (k === 'Code' && d.Code !== '')) && c && !c.ok ? t(c.key, c.params) : undefined
  }
  const save = async () => {
    setShown(true)
    if (Object.keys(issues).length > 0) return
    setBusy(true)
    try {
      await p.onSave({ Name: d.Name.trim(), NameEn: d.NameEn.trim(), Code: d.Code.trim() })
    } catch {
      // The server's message was shown; the form keeps what was typed.
    } finally {
      setBusy(false)
    }
  }
  const testId = p.testId ?? 'name-sheet'
  return (
    <Sheet
      open
      full
      title={p.title}
      onClose={p.onClose}
      testId={testId}
      footer={<MainButton text={t('organisation:save')} onClick={() => void save()} busy={busy} testId={`${testId}-save`} />}
    >
      <View className="org-form">
        <FormRow label={t('organisation:fields.name')} required error={error('Name')} testId="nf-Name">
          <TextField
            value={d.Name}
            onChange={(v) => setD({ ...d, Name: v })}
            onBlur={() => setShown(true)}
            placeholder={t('organisation:fields.namePlaceholder')}
            maxlength={60}
          />
        </FormRow>
        <FormRow label={t('organisation:fields.nameEn')} testId="nf-NameEn">
          <TextField value={d.NameEn} onChange={(v) => setD({ ...d, NameEn: v })} placeholder={t('organisation:fields.nameEnPlaceholder')} maxlength={80} />
        </FormRow>
        {p.withCode && (
          <FormRow label={t('organisation:fields.code')} error={error('Code')} hint={t('organisation:fields.codeHint')} testId="nf-Code">
            <TextField value={d.Code} onChange={(v) => setD({ ...d, Code: v })} placeholder={t('organisation:fields.codePlaceholder')} maxlength={30} />
          </FormRow>
        )}
      </View>
    </Sheet>
  )
}
