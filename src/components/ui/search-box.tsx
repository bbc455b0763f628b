import type { ReactNode } from 'react'
import { Input, View } from '@tarojs/components'

/**
 * A list's search box (docs/kit.md): the field named by its placeholder, typed as a search; the
 * list's own block styles it (`<block>` and `<block>__input`), and what sits beside the field (a
 * filter's tabs or chips) comes as children.
 */
export function SearchBox(p: { block: string; value: string; onInput: (v: string) => void; placeholder: string; testId?: string; children?: ReactNode }) {
  return (
    <View className={p.block}>
      <Input
        className={`${p.block}__input`}
        value={p.value}
        placeholder={p.placeholder}
        onInput={(e) => p.onInput(e.detail.value)}
        nativeProps={{ 'aria-label': p.placeholder, type: 'search' }}
        data-testid={p.testId}
      />
      {p.children}
    </View>
  )
}
