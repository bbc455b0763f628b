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
import { MainButton } from '@/components/ui/button'
import { FormRow, TextField } from '@/components/ui/form'
import { Sheet } from '@/components/ui/sheet'
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
  const [d, setD] = useState<ReasonDraft>({
    Code: it?.Code ?? '',
    Texts: { 'zh-CN': it?.Texts['zh-CN'] ?? '', 'zh-TW': own(it, 'zh-TW'), en: own(it, 'en'), ja: own(it, 'ja') },
    Sort: it ? String(it.Sort) : '',
  })
  const [touched, setTouched] = useState<Set<string>>(new Set())
  const [taken, setTaken] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const issues = checkReasonDraft(d)
  const error = (k: keyof typeof issues) => {
    const c = issues[k]
    if (touched.has(k) && c && !c.ok) return t(c.key, c.params)
    if (k === 'Code' && taken !== null && taken === d.Code.trim())
      return t('travelPolicy:rc.duplicate', { code: taken, product: t(`travelPolicy:product.${p.product}`), kind: t(`travelPolicy:rc.kinds.${p.kind}`) })
    return undefined
  }
  const touch = (k: string) => () => setTouched((s) => new Set([...s, k]))
  const save = async () => {
    if (Object.keys(issues).length > 0) {
      setTouched(new Set(['Code', 'Sort', ...REASON_LANGS]))
      return
    }
    setBusy(true)
    try {
      await p.onSave({ Code: d.Code.trim(), Texts: reasonTextsOf(d), ...(d.Sort.trim() ? { Sort: Number(d.Sort.trim()) } : {}) })
    } catch (e) {
      if (isApiError(e) && e.code === DUPLICATE) setTaken(d.Code.trim())
      // Otherwise the server's message was shown; the sheet keeps what was typed.
    } finally {
      setBusy(false)
    }
  }
  return (
    <Sheet
      open
      full
      title={t(it ? 'travelPolicy:rc.editTitle' : 'travelPolicy:rc.addTitle')}
      onClose={p.onClose}
      testId="reason-sheet"
      footer={<MainButton text={t('travelPolicy:common.save')} onClick={() => void save()} busy={busy} testId="reason-save" />}
    >
      <View className="tp-form">
        <View className="tp-group">
          <FormRow label={t('travelPolicy:rc.for')}>
            <Text className="tp-reason__code">
              {t(`travelPolicy:product.${p.product}`)} · {t(`travelPolicy:rc.kinds.${p.kind}`)}
            </Text>
          </FormRow>
          <FormRow label={t('travelPolicy:rc.code')} required error={error('Code')} testId="rcf-Code">
            <TextField
              value={d.Code}
              onChange={(v) => setD((x) => ({ ...x, Code: v }))}
              onBlur={touch('Code')}
              placeholder={t('travelPolicy:rc.codePlaceholder')}
              maxlength={30}
            />
          </FormRow>
        </View>
        <View className="tp-group">
          <Text className="tp-group__hint">{t('travelPolicy:rc.fallback')}</Text>
          {REASON_LANGS.map((lang) => (
            <FormRow key={lang} label={t(`travelPolicy:rc.langs.${lang}`)} required={lang === 'zh-CN'} error={error(lang)} testId={`rcf-${lang}`} block>
              <TextField
                value={d.Texts[lang]}
                onChange={(v) => setD((x) => ({ ...x, Texts: { ...x.Texts, [lang]: v } }))}
                onBlur={touch(lang)}
                maxlength={60}
              />
            </FormRow>
          ))}
        </View>
        <View className="tp-group">
          <FormRow label={t('travelPolicy:rc.sort')} hint={t('travelPolicy:rc.sortHint')} error={error('Sort')} testId="rcf-Sort">
            <TextField value={d.Sort} onChange={(v) => setD((x) => ({ ...x, Sort: v }))} onBlur={touch('Sort')} type="number" maxlength={4} />
          </FormRow>
        </View>
      </View>
    </Sheet>
  )
}
