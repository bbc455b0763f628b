import type { ReactNode } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import './ui.scss'

export interface SheetProps {
  open: boolean
  title: string
  onClose: () => void
  children?: ReactNode
  footer?: ReactNode
  /** Full-screen page-like sheet (forms, pickers with search) instead of a bottom sheet. */
  full?: boolean
  testId?: string
  /** Id of an element inside to scroll into view (first error of a form). */
  scrollTo?: string
  /** Above the scrolling body, under the title (a search box). */
  head?: ReactNode
  /** The body reached its end (load the next page). */
  onScrollToLower?: () => void
  /** A bottom sheet of a fixed height (long lists that load as they scroll) instead of one that fits its content. */
  tall?: boolean
}

/**
 * The kit's sheet (docs/kit.md; docs/ux.md: action sheets for choices): title, close, a scrolling
 * body and buttons pinned under it. A bottom sheet on the surface colour, or `full` for forms and
 * pickers with search, on the page colour.
 */
export function Sheet(p: SheetProps) {
  const { t } = useTranslation()
  if (!p.open) return null
  return (
    <View className={`sheet ${p.full ? 'sheet--full' : ''} ${p.tall ? 'sheet--tall' : ''}`} data-testid={p.testId}>
      <View className="sheet__mask" data-dismiss onClick={p.onClose} />
      <View className="sheet__panel" role="dialog" aria-label={p.title}>
        <View className="sheet__head">
          <Text className="sheet__title">{p.title}</Text>
          <View className="sheet__close" role="button" aria-label={t('common:close')} onClick={p.onClose}>
            ×
          </View>
        </View>
        {p.head}
        <ScrollView className="sheet__body" scrollY scrollIntoView={p.scrollTo} scrollWithAnimation onScrollToLower={p.onScrollToLower}>
          {p.children}
        </ScrollView>
        {p.footer && <View className="sheet__foot">{p.footer}</View>}
      </View>
    </View>
  )
}
