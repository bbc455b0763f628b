import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '@/stores'

/** The alert dialog of the ui store (e.g. the 107 update dialog); buttons resolve its promise. */
function AlertHost() {
  const { ui } = useStores()
  const a = ui.alertState
  if (!a) return null
  return (
    <View className="alert" data-testid="alert">
      <View className="alert__mask" />
      <View className="alert__box" role="alertdialog" aria-label={a.title || a.content}>
        {a.title && <Text className="alert__title">{a.title}</Text>}
        <Text className="alert__content">{a.content}</Text>
        <View className="alert__buttons">
          {a.buttons.map((b, i) => (
            <View
              key={b.value}
              className={`alert__button ${i === a.buttons.length - 1 ? 'alert__button--primary' : ''}`}
              role="button"
              data-testid={`alert-button-${b.value}`}
              onClick={a.busyText ? undefined : () => ui.pressAlert(i)}
            >
              <Text>{a.busyText && i === a.buttons.length - 1 ? a.busyText : b.text}</Text>
            </View>
          ))}
        </View>
      </View>
    </View>
  )
}

export default observer(AlertHost)
