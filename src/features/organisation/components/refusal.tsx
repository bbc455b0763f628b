/** The server's refusal kept on the screen in words (a role still held, an entry still in use); nothing without one. */
import { Text, View } from '@tarojs/components'
import './index.scss'

export function Refusal({ text, testId }: { text: string; testId: string }) {
  if (!text) return null
  return (
    <View className="org-error" role="alert" data-testid={testId}>
      <Text>{text}</Text>
    </View>
  )
}
