/**
 * Adds a rank or changes one: its name, English name and level (1–9). Messages under the fields;
 * on a refusal (a name already taken) the sheet stays open with what was typed.
 */
import { useState } from 'react'
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { RankItem } from '@api/admin'
import { MainButton } from '@/components/ui/button'
import { FormRow, TextField } from '@/components/ui/form'
import { Sheet } from '@/components/ui/sheet'
import { checkRankDraft, type RankDraft } from '@/domain/travel-policy'
import './index.scss'
import '@/i18n/ns/travelPolicy'

export default function RankSheet(p: {
  rank: RankItem | null
  nextLevel: number
  onSave: (d: { Name: string; NameEn: string; Level: number }) => Promise<unknown>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [d, setD] = useState<RankDraft>({ Name: p.rank?.Name ?? '', NameEn: p.rank?.NameEn ?? '', Level: String(p.rank?.Level ?? p.nextLevel) })
  const [touched, setTouched] = useState<Set<string>>(new Set())
  const [busy, setBusy] = useState(false)
  const issues = checkRankDraft(d)
  const error = (k: keyof RankDraft) => {
    const c = issues[k]
    return touched.has(k) && c && !c.ok ? t(c.key, c.params) : undefined
  }
  const field = (k: keyof RankDraft, o: { required?: boolean; max: number; placeholder?: string; hint?: string; type?: 'number' }) => (
    <FormRow
      label={t(`travelPolicy:rankForm.${k === 'Name' ? 'name' : k === 'NameEn' ? 'nameEn' : 'level'}`)}
      required={o.required}
      error={error(k)}
      hint={o.hint}
      testId={`rf-${k}`}
    >
      <TextField
        value={d[k]}
        onChange={(v) => setD((x) => ({ ...x, [k]: v }))}
        onBlur={() => setTouched((s) => new Set([...s, k]))}
        placeholder={o.placeholder}
        maxlength={o.max}
        type={o.type}
      />
    </FormRow>
  )
  const save = async () => {
    if (Object.keys(issues).length > 0) {
      setTouched(new Set(['Name', 'NameEn', 'Level']))
      return
    }
    setBusy(true)
    try {
      await p.onSave({ Name: d.Name.trim(), NameEn: d.NameEn.trim(), Level: Number(d.Level.trim()) })
    } catch {
      // The server's refusal was shown; the sheet keeps what was typed.
    } finally {
      setBusy(false)
    }
  }
  return (
    <Sheet
      open
      full
      title={t(p.rank ? 'travelPolicy:rankForm.editTitle' : 'travelPolicy:rankForm.addTitle')}
      onClose={p.onClose}
      testId="rank-sheet"
      footer={<MainButton text={t('travelPolicy:common.save')} onClick={() => void save()} busy={busy} testId="rank-save" />}
    >
      <View className="tp-form">
        {field('Name', { required: true, max: 60, placeholder: t('travelPolicy:rankForm.namePlaceholder') })}
        {field('NameEn', { max: 80, placeholder: t('travelPolicy:rankForm.nameEnPlaceholder') })}
        {field('Level', { required: true, max: 2, type: 'number', hint: t('travelPolicy:rankForm.levelHint') })}
      </View>
    </Sheet>
  )
}
