/**
 * Under a product's search card: the links to its own lists (orders, inquiry sheets, the 12306
 * account), each shown when the person's powers allow it, and a note on the sale window.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { PowerKey } from '@api/index'
import { go } from '@/core/navigate'
import type { RouteName } from '@/routes'
import { useStores } from '@/stores'
import './search-links.scss'

export interface SearchLink {
  text: string
  route: RouteName
  power: PowerKey
  testId: string
}

function SearchLinks({ links, note }: { links: SearchLink[]; note?: string }) {
  const { power } = useStores()
  const shown = links.filter((l) => power.can(l.power))
  return (
    <>
      {shown.length > 0 && (
        <View className="search-links">
          {shown.map((l) => (
            <View key={l.testId} className="search-links__link" role="button" data-testid={l.testId} onClick={() => void go(l.route)}>
              <Text>{l.text}</Text>
            </View>
          ))}
        </View>
      )}
      {note && <Text className="search-links__note">{note}</Text>}
    </>
  )
}

export default observer(SearchLinks)
