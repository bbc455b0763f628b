import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '@/stores'

/** One toast at a time (the ui store ignores others and hides it after its duration). */
function ToastHost() {
  const { ui } = useStores()
  if (!ui.toastState) return null
  return (
    <View className="toast" role="alert" aria-live="assertive" data-testid="toast">
      <Text className="toast__text">{ui.toastState.text}</Text>
    </View>
  )
}

export default observer(ToastHost)
