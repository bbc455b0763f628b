/**
 * A number that may arrive masked (privacy protection, docs/personal.md): shows the value as it
 * came; when it holds the mask character and a reveal reference is given, a tap asks
 * user/revealPrivate for the unmasked value (the owner only; the server records each reveal) and
 * shows it from then on. Used for the traveller's own ID numbers and phones wherever they are shown.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { RevealReq } from '@api/personal'
import { isMasked } from '@/domain/emergency'
import { http } from '@/stores'
import './masked-text.scss'
import '@/i18n/ns/kit'

export interface MaskedTextProps {
  value: string
  /** Which value this is (user/revealPrivate); without it a masked value stays masked. */
  reveal?: RevealReq
  onRevealed?: (value: string) => void
  className?: string
  testId?: string
}

export default function MaskedText(p: MaskedTextProps) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(p.value)
  const [busy, setBusy] = useState(false)
  useEffect(() => setShown(p.value), [p.value])
  const canReveal = !!p.reveal && isMasked(shown)

  const reveal = async () => {
    if (!p.reveal || busy) return
    setBusy(true)
    try {
      const r = await http.call('user/revealPrivate', p.reveal, { loading: true })
      setShown(r.Value)
      p.onRevealed?.(r.Value)
    } catch {
      // Said by the http client (1003 when it is not the user's own).
    } finally {
      setBusy(false)
    }
  }

  if (!canReveal) {
    return (
      <Text className={`masked-text ${p.className ?? ''}`} data-testid={p.testId}>
        {shown}
      </Text>
    )
  }
  return (
    <View
      className={`masked-text masked-text--hidden ${p.className ?? ''}`}
      role="button"
      aria-label={t('kit:masked.reveal', { value: shown })}
      data-testid={p.testId}
      data-masked="true"
      onClick={(e) => {
        e.stopPropagation()
        void reveal()
      }}
    >
      <Text>{shown}</Text>
      <Text className="masked-text__eye" aria-hidden>
        {t('kit:masked.show')}
      </Text>
    </View>
  )
}
