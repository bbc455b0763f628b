import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import './index.scss'

export interface PickerOption<V> {
  value: V
  text: string
}

export interface PickerChoice<V> {
  value: V
  index: number
  text: string
}

export interface PickerDialogProps<V> {
  open: boolean
  title: string
  options: PickerOption<V>[]
  /** Index of the current choice, marked in the list; -1 for none. */
  selectedIndex: number
  onSelect: (choice: PickerChoice<V>) => void
  onClose: () => void
  testId?: string
}

/** docs/constants.md: the list opens 200 ms after the dialog, so the sheet slides in over the mask. */
export const LIST_DELAY_MS = 200

/** A bottom sheet of text options: marks the selected one, returns value, index and text, closes. */
export default function PickerDialog<V>(props: PickerDialogProps<V>) {
  const { t } = useTranslation()
  const [listShown, setListShown] = useState(false)

  useEffect(() => {
    if (!props.open) {
      setListShown(false)
      return
    }
    const id = setTimeout(() => setListShown(true), LIST_DELAY_MS)
    return () => clearTimeout(id)
  }, [props.open])

  if (!props.open) return null
  const choose = (index: number) => {
    const o = props.options[index]
    props.onSelect({ value: o.value, index, text: o.text })
    props.onClose()
  }
  return (
    <View className="picker-dialog" data-testid={props.testId}>
      <View className="picker-dialog__mask" data-dismiss onClick={props.onClose} />
      {listShown && (
        <View className="picker-dialog__sheet" role="dialog" aria-label={props.title}>
          <View className="picker-dialog__head">
            <Text className="picker-dialog__title">{props.title}</Text>
            <View className="picker-dialog__close" onClick={props.onClose} role="button" aria-label={t('widgets:close')}>
              ×
            </View>
          </View>
          <View className="picker-dialog__list" role="listbox" aria-label={props.title}>
            {props.options.map((o, i) => (
              <View
                key={i}
                className={`picker-dialog__option ${i === props.selectedIndex ? 'picker-dialog__option--selected' : ''}`}
                role="option"
                aria-selected={i === props.selectedIndex}
                data-index={i}
                onClick={() => choose(i)}
              >
                <Text>{o.text}</Text>
                {i === props.selectedIndex && <Text className="picker-dialog__check">✓</Text>}
              </View>
            ))}
          </View>
          <View className="picker-dialog__cancel" onClick={props.onClose}>
            <Text>{t('widgets:cancel')}</Text>
          </View>
        </View>
      )}
    </View>
  )
}
