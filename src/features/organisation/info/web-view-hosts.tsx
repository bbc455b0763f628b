/**
 * /business/info's "Links opened in the app" (CommonSettings.WebViewHosts, docs/administration.md
 * "Company"): the hosts whose company links open in the in-app web view, a host or a .suffix each,
 * https only, at most 20. An entry is checked as it is added (domain/web-links.ts); Save sends
 * the whole list, and a refusal of the server stays under the field in its words.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { MainButton } from '@/components/ui/button'
import { FormRow, TextField } from '@/components/ui/form'
import { TextAction } from '@/components/ui/text-action'
import { isApiError } from '@/core/errors'
import { WEB_VIEW_HOSTS_MAX, webViewHostEntry } from '@/domain/web-links'
import { useStores } from '@/stores'
import { saveWebViewHosts, webViewHosts } from '../api'

export default function WebViewHostsSection() {
  const { t } = useTranslation()
  const { ui } = useStores()
  const [hosts, setHosts] = useState<string[] | null>(null)
  const [entry, setEntry] = useState('')
  const [problem, setProblem] = useState<string>()
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    webViewHosts().then(
      (r) => setHosts(r.Hosts),
      () => undefined,
    )
  }, [])
  if (!hosts) return null

  const max = WEB_VIEW_HOSTS_MAX
  const add = () => {
    if (!entry.trim()) return
    const r = webViewHostEntry(entry, hosts)
    if ('problem' in r) return setProblem(t(`organisation:webView.err.${r.problem}`, { max }))
    setHosts([...hosts, r.host])
    setEntry('')
    setProblem(undefined)
  }
  const save = async () => {
    setBusy(true)
    try {
      setHosts((await saveWebViewHosts(hosts)).Hosts)
      setProblem(undefined)
      ui.toast(t('organisation:webView.saved'))
    } catch (e) {
      // The server's words stay under the field; the list keeps what was set.
      if (isApiError(e) && e.envelope?.ErrMsg) setProblem(e.envelope.ErrMsg)
    } finally {
      setBusy(false)
    }
  }
  return (
    <View className="org-form org-list" data-testid="webview-hosts">
      <Text className="org-card__meta">{t('organisation:webView.title')}</Text>
      <Text className="org-webview__hint">{t('organisation:webView.hint', { max })}</Text>
      {hosts.length === 0 && <Text className="org-webview__none">{t('organisation:webView.none')}</Text>}
      {hosts.map((h) => (
        <View key={h} className="org-webview__host" data-testid="webview-host" data-host={h}>
          <Text className="org-webview__name">{h}</Text>
          <TextAction
            block="org-action"
            danger
            label={t('organisation:webView.remove', { host: h })}
            testId={`webview-host-remove-${h}`}
            onClick={() => setHosts(hosts.filter((x) => x !== h))}
          />
        </View>
      ))}
      <FormRow label={t('organisation:webView.entry')} error={problem} testId="webview-host-entry">
        <TextField
          value={entry}
          onChange={(v) => {
            setEntry(v)
            setProblem(undefined)
          }}
          placeholder="intranet.example.cn"
          maxlength={253}
        />
      </FormRow>
      <TextAction block="org-action" label={t('organisation:webView.add')} testId="webview-host-add" onClick={add} />
      <View className="org-section-action">
        <MainButton text={t('organisation:webView.save')} onClick={() => void save()} busy={busy} testId="webview-hosts-save" />
      </View>
    </View>
  )
}
