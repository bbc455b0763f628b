import { ReactNode } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import './index.scss'

export interface SheetProps {
  open: boolean
  title: string
  onClose: () => void
  children?: ReactNode
  /** Buttons pinned under the scrolling body. */
  footer?: ReactNode
  testId?: string
}

/** A bottom sheet for choosing (docs/ux.md: action sheets for choices): title, close, body, footer. */
export default function Sheet(props: SheetProps) {
  const { t } = useTranslation()
  if (!props.open) return null
  return (
    <View className='flight-sheet' data-testid={props.testId}>
      <View className='flight-sheet__mask' onClick={props.onClose} />
      <View className='flight-sheet__panel' role='dialog' aria-label={props.title}>
        <View className='flight-sheet__head'>
          <Text className='flight-sheet__title'>{props.title}</Text>
          <View className='flight-sheet__close' role='button' aria-label={t('common:close')} onClick={props.onClose}>
            <Text>×</Text>
          </View>
        </View>
        <ScrollView className='flight-sheet__body' scrollY>
          {props.children}
        </ScrollView>
        {props.footer && <View className='flight-sheet__foot'>{props.footer}</View>}
      </View>
    </View>
  )
}
