/**
 * Adds a rank or changes one: its name, English name and level (1–9). Messages under the fields;
 * on a refusal (a name already taken) the sheet stays open with what was typed.
 */
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { RankItem } from '@api/admin'
import { FormRow, TextField } from '@/components/ui/form'
import { FormSheet } from '@/components/ui/form-sheet'
import { useFormDraft } from '@/components/use-form-draft'
import { checkRankDraft, type RankDraft } from '@/domain/travel-policy'
import './index.scss'
import '@/i18n/ns/travelPolicy'

const LABEL: Record<keyof RankDraft, string> = { Name: 'name', NameEn: 'nameEn', Level: 'level' }

export default function RankSheet(p: {
  rank: RankItem | null
  nextLevel: number
  onSave: (d: { Name: string; NameEn: string; Level: number }) => Promise<unknown>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const f = useFormDraft<RankDraft, keyof RankDraft>(
    { Name: p.rank?.Name ?? '', NameEn: p.rank?.NameEn ?? '', Level: String(p.rank?.Level ?? p.nextLevel) },
    checkRankDraft,
  )
  const field = (k: keyof RankDraft, o: { required?: boolean; max: number; placeholder?: string; hint?: string; type?: 'number' }) => (
    <FormRow label={t(`travelPolicy:rankForm.${LABEL[k]}`)} required={o.required} error={f.error(k)} hint={o.hint} testId={`rf-${k}`}>
      <TextField {...f.bind(k)} placeholder={o.placeholder} maxlength={o.max} type={o.type} />
    </FormRow>
  )
  const save = () => f.ready() && p.onSave({ Name: f.d.Name.trim(), NameEn: f.d.NameEn.trim(), Level: Number(f.d.Level.trim()) })
  return (
    <FormSheet
      title={t(p.rank ? 'travelPolicy:rankForm.editTitle' : 'travelPolicy:rankForm.addTitle')}
      onClose={p.onClose}
      name="rank"
      save={t('travelPolicy:common.save')}
      onSave={save}
    >
      <View className="tp-form">
        {field('Name', { required: true, max: 60, placeholder: t('travelPolicy:rankForm.namePlaceholder') })}
        {field('NameEn', { max: 80, placeholder: t('travelPolicy:rankForm.nameEnPlaceholder') })}
        {field('Level', { required: true, max: 2, type: 'number', hint: t('travelPolicy:rankForm.levelHint') })}
      </View>
    </FormSheet>
  )
}
