import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import './index.scss'

/** A card of the sign-in pages (recovery, registration, changing the password): its heading, the sentence under it, its fields. */
export default function AuthCard(p: { title: string; desc?: string; descTestId?: string; className?: string; children?: ReactNode }) {
  return (
    <View className={p.className ? `auth-card ${p.className}` : 'auth-card'}>
      <Text className="auth-section-title">{p.title}</Text>
      {p.desc && (
        <Text className="auth-section-desc" data-testid={p.descTestId}>
          {p.desc}
        </Text>
      )}
      {p.children}
    </View>
  )
}

/** A link of the sign-in pages, under a card's button or on its own line (`center`). */
export function AuthLink(p: { text: string; onClick: () => void; testId?: string }) {
  return (
    <View className="auth-links__link" role="link" data-testid={p.testId} onClick={p.onClick}>
      <Text>{p.text}</Text>
    </View>
  )
}
