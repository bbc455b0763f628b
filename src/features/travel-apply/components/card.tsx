/** A card of the application pages: its title, what stands beside the title (a hint, an action, a tag), then its lines. */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'

export default function TaCard(p: { title: string; aside?: ReactNode; modifier?: string; id?: string; testId?: string; children?: ReactNode }) {
  return (
    <View className={p.modifier ? `ta-card ${p.modifier}` : 'ta-card'} id={p.id} data-testid={p.testId}>
      <View className="ta-card__title">
        <Text>{p.title}</Text>
        {p.aside}
      </View>
      {p.children}
    </View>
  )
}
