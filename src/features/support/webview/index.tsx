/**
 * /module/webview?url= — a company link opened inside the app: https only, to a host the company's
 * settings list (domain/web-links.ts); any other link is refused in words, with the address shown
 * so that it can be copied.
 */
import { Text, View, WebView } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import Page from '@/components/page'
import { StateBlock } from '@/components/ui/states'
import { useRouteParams } from '@/core/route-params'
import { webLinkVerdict } from '@/domain/web-links'
import { useStores } from '@/stores'
import '@/i18n/ns/support'

function WebViewPage() {
  const { t } = useTranslation()
  const { settings } = useStores()
  const url = useRouteParams().url ?? ''
  const verdict = webLinkVerdict(url, settings.common('WebViewHosts'))
  return (
    <Page title="support:webview.title" testId="webview-page">
      {verdict === 'ok' ? (
        <WebView src={url} data-testid="webview-frame" />
      ) : (
        <View>
          <StateBlock text={t(`support:webview.${verdict}`)} testId="webview-refused" />
          {url && (
            <Text className="webview-url" data-testid="webview-url">
              {url}
            </Text>
          )}
        </View>
      )}
    </Page>
  )
}

export default observer(WebViewPage)
