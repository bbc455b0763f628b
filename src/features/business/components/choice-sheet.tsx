/**
 * A choice from a short list the staff screens already hold (departments indented by their tree
 * level, ranks, roles, cost centres, statuses): one on tap, or several confirmed with the button.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { Sheet } from '@/components/ui/sheet'
import { MainButton } from '@/components/ui/button'
import './index.scss'

export interface Choice<V> {
  value: V
  label: string
  /** Tree level (departments), 0 at the top. */
  level?: number
}

export interface ChoiceSheetProps<V> {
  open: boolean
  title: string
  options: Choice<V>[]
  value: V[]
  multi?: boolean
  onDone: (value: V[]) => void
  onClose: () => void
  testId?: string
}

export default function ChoiceSheet<V extends string | number | null>(p: ChoiceSheetProps<V>) {
  const { t } = useTranslation()
  const [picked, setPicked] = useState<V[]>(p.value)
  useEffect(() => setPicked(p.value), [p.open]) // eslint-disable-line react-hooks/exhaustive-deps
  const tap = (v: V) => {
    if (!p.multi) return p.onDone([v])
    setPicked((x) => (x.includes(v) ? x.filter((y) => y !== v) : [...x, v]))
  }
  return (
    <Sheet
      open={p.open}
      title={p.title}
      onClose={p.onClose}
      tall={p.options.length > 8}
      testId={p.testId}
      footer={p.multi ? <MainButton text={t('business:done')} onClick={() => p.onDone(picked)} testId="choice-done" /> : undefined}
    >
      {p.options.map((o) => {
        const on = picked.includes(o.value)
        return (
          <View
            key={String(o.value)}
            className={`biz-opt biz-opt--l${Math.min(o.level ?? 0, 5)} ${on ? 'biz-opt--on' : ''}`}
            role={p.multi ? 'checkbox' : 'radio'}
            aria-checked={on}
            data-testid="choice"
            data-value={String(o.value)}
            onClick={() => tap(o.value)}
          >
            <Text className="biz-opt__label">{o.label}</Text>
            {on && <Text className="biz-opt__check">✓</Text>}
          </View>
        )
      })}
    </Sheet>
  )
}
