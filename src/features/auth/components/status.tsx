import { Text, View } from '@tarojs/components'
import './index.scss'

/** A centred spinner with a line of text: the whole screen of the pages that only sign in and move on. */
export default function Status({ title, desc, testId }: { title: string; desc?: string; testId?: string }) {
  return (
    <View className="auth-status" role="status" aria-live="polite" data-testid={testId}>
      <View className="auth-status__spinner" />
      <Text className="auth-status__title">{title}</Text>
      {desc && <Text className="auth-status__desc">{desc}</Text>}
    </View>
  )
}
