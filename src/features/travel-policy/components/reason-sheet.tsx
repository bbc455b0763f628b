/**
 * Adds or edits a reason code of one product and kind: its code, its text in the four languages
 * (Simplified Chinese required; an empty translation shows the Simplified text) and its order.
 * A code already used for the product and kind is refused by the server (1008) and said under
 * the code; nothing typed is lost.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { ReasonCodeItem } from '@api/admin'
import type { ReasonKind, ReasonProduct } from '@api/admin-values'
import { FormRow, TextField } from '@/components/ui/form'
import { FormSheet } from '@/components/ui/form-sheet'
import { useFormDraft } from '@/components/use-form-draft'
import { isApiError } from '@/core/errors'
import { checkReasonDraft, REASON_LANGS, reasonTextsOf, type ReasonDraft } from '@/domain/travel-policy'
import './index.scss'
import '@/i18n/ns/travelPolicy'

/** The code is taken for this product and kind. */
const DUPLICATE = 1008

/** A translation of its own, or '' where the list filled in the Simplified text. */
const own = (it: ReasonCodeItem | null, lang: 'zh-TW' | 'en' | 'ja'): string => (it && it.Texts[lang] !== it.Texts['zh-CN'] ? it.Texts[lang] : '')

export interface ReasonSave {
  Code: string
  Texts: ReturnType<typeof reasonTextsOf>
  Sort?: number
}

export default function ReasonSheet(p: {
  item: ReasonCodeItem | null
  product: ReasonProduct
  kind: ReasonKind
  onSave: (d: ReasonSave) => Promise<unknown>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const it = p.item
  const f = useFormDraft(
    (): ReasonDraft => ({
      Code: it?.Code ?? '',
      Texts: { 'zh-CN': it?.Texts['zh-CN'] ?? '', 'zh-TW': own(it, 'zh-TW'), en: own(it, 'en'), ja: own(it, 'ja') },
      Sort: it ? String(it.Sort) : '',
    }),
    checkReasonDraft,
  )
  const d = f.d
  const [taken, setTaken] = useState<string | null>(null)
  const error = (k: 'Code' | 'Sort' | (typeof REASON_LANGS)[number]) => {
    if (k === 'Code' && !f.error(k) && taken !== null && taken === d.Code.trim())
      return t('travelPolicy:rc.duplicate', { code: taken, product: t(`travelPolicy:product.${p.product}`), kind: t(`travelPolicy:rc.kinds.${p.kind}`) })
    return f.error(k)
  }
  const save = () => f.ready() && p.onSave({ Code: d.Code.trim(), Texts: reasonTextsOf(d), ...(d.Sort.trim() ? { Sort: Number(d.Sort.trim()) } : {}) })
  // A code taken for this product and kind is said under the code; other refusals were shown.
  const refused = (e: unknown) => isApiError(e) && e.code === DUPLICATE && setTaken(d.Code.trim())
  return (
    <FormSheet
      title={t(it ? 'travelPolicy:rc.editTitle' : 'travelPolicy:rc.addTitle')}
      onClose={p.onClose}
      name="reason"
      save={t('travelPolicy:common.save')}
      onSave={save}
      onRefused={refused}
    >
      <View className="tp-form">
        <View className="tp-group">
          <FormRow label={t('travelPolicy:rc.for')}>
            <Text className="tp-reason__code">
              {t(`travelPolicy:product.${p.product}`)} · {t(`travelPolicy:rc.kinds.${p.kind}`)}
            </Text>
          </FormRow>
          <FormRow label={t('travelPolicy:rc.code')} required error={error('Code')} testId="rcf-Code">
            <TextField {...f.bind('Code')} placeholder={t('travelPolicy:rc.codePlaceholder')} maxlength={30} />
          </FormRow>
        </View>
        <View className="tp-group">
          <Text className="tp-group__hint">{t('travelPolicy:rc.fallback')}</Text>
          {REASON_LANGS.map((lang) => (
            <FormRow key={lang} label={t(`travelPolicy:rc.langs.${lang}`)} required={lang === 'zh-CN'} error={error(lang)} testId={`rcf-${lang}`} block>
              <TextField value={d.Texts[lang]} onChange={(v) => f.set('Texts', { ...d.Texts, [lang]: v })} onBlur={() => f.touch(lang)} maxlength={60} />
            </FormRow>
          ))}
        </View>
        <View className="tp-group">
          <FormRow label={t('travelPolicy:rc.sort')} hint={t('travelPolicy:rc.sortHint')} error={error('Sort')} testId="rcf-Sort">
            <TextField {...f.bind('Sort')} type="number" maxlength={4} />
          </FormRow>
        </View>
      </View>
    </FormSheet>
  )
}
