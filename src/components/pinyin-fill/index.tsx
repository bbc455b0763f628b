/**
 * "Fill from Chinese name": the document's English surname and given names from the Chinese name
 * (shared/pinyin-name.ts, the server's reading, polyphonic surnames included), editable after.
 * `usePinyinFill` also fills them by itself when the Chinese name is left complete and both
 * English fields are still empty (`onChineseBlur`).
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isChineseName, normalizeChineseName } from '@/domain/names'
import { TextAction } from '@/components/ui/text-action'
import { pinyinOf } from '@/shared/pinyin-name'
import './index.scss'
import '@/i18n/ns/kit'

export interface PinyinNames {
  chName: string
  lastName: string
  firstName: string
}

export function usePinyinFill(names: PinyinNames, onFill: (lastName: string, firstName: string) => void) {
  const [busy, setBusy] = useState(false)
  const complete = isChineseName(normalizeChineseName(names.chName))
  const fill = async () => {
    if (!complete || busy) return
    setBusy(true)
    try {
      const res = await pinyinOf(normalizeChineseName(names.chName))
      if (res) onFill(res.LastName, res.FirstName)
    } finally {
      setBusy(false)
    }
  }
  const onChineseBlur = () => {
    if (complete && !names.lastName.trim() && !names.firstName.trim()) void fill()
  }
  return { complete, busy, fill, onChineseBlur }
}

/** The action under the English name fields; nothing until the Chinese name is complete. */
export function PinyinFill({ fill, testId }: { fill: ReturnType<typeof usePinyinFill>; testId?: string }) {
  const { t } = useTranslation()
  if (!fill.complete) return null
  return (
    <TextAction
      block="pinyin-fill"
      label={t(fill.busy ? 'kit:pinyin.filling' : 'kit:pinyin.fill')}
      onClick={() => void fill.fill()}
      testId={testId ?? 'pinyin-fill'}
    />
  )
}
