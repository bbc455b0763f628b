/**
 * What every product's search page shows before it can search (docs/kit.md): a skeleton of its
 * card while the powers load, and without the power to search, why and the way home. The page
 * returns the gate when there is one: `const gate = searchGate(…); if (gate) return gate`.
 */
import { View } from '@tarojs/components'
import Page from '@/components/page'
import { StateBlock } from '@/components/ui/states'
import { go } from '@/core/navigate'

export interface SearchGateOptions {
  loaded: boolean
  allowed: boolean
  /** Page title key, class block ('flight-search': its __band and __card) and test id. */
  title: string
  block: string
  testId: string
  noPermission: string
  backHome: string
  noPermissionTestId: string
}

export function searchGate(o: SearchGateOptions): JSX.Element | null {
  if (!o.loaded) {
    return (
      <Page title={o.title} className={o.block} testId={o.testId}>
        <View className={`${o.block}__band`} />
        <View className={`${o.block}__card ${o.block}__card--skeleton`} aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <View key={i} className="skeleton__bar" />
          ))}
        </View>
      </Page>
    )
  }
  if (!o.allowed) {
    return (
      <Page title={o.title} className={o.block} testId={o.testId}>
        <StateBlock text={o.noPermission} actions={[{ text: o.backHome, onPress: () => void go('home'), solid: true }]} testId={o.noPermissionTestId} />
      </Page>
    )
  }
  return null
}
