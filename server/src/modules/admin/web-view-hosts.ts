/**
 * The hosts whose company links open in the in-app web view (CommonSettings.WebViewHosts,
 * /module/webview; docs/administration.md "Company"). A save sends the whole list: each entry a
 * host ('intranet.example.cn') or a suffix ('.example.cn', two labels at least), https only (an
 * entry written 'https://host' is kept as the host; 'http://' is refused), no port, address or
 * path; lower case, duplicates dropped; at most WEB_VIEW_HOSTS_MAX. Audited as the company's
 * change ('Company', { WebViewHosts } before and after).
 */
import { WEB_VIEW_HOSTS_MAX, type WebViewHostsRes, type WebViewHostsSaveReq } from '../../../../types/api/settings-admin'
import type { AuthedContext } from '../../http/context'
import { recordAdminChange } from '../../kernel/audit'
import { loadSetting } from '../../services/company'
import { invalid } from './texts'

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const HOST = new RegExp(`^${LABEL}(?:\\.${LABEL})*\\.[a-z]{2,63}$`)

/** One entry as kept, or the refusal. */
export function webViewHost(entry: string): string {
  let h = entry.trim().toLowerCase()
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(h) && !h.startsWith('https://')) throw invalid('admWebViewHttps', { host: entry.trim() })
  h = h.replace(/^https:\/\//, '').replace(/\/$/, '')
  const suffix = h.startsWith('.')
  const name = suffix ? h.slice(1) : h
  if (!HOST.test(name) || (suffix && !name.includes('.'))) throw invalid('admWebViewHost', { host: entry.trim() })
  return h
}

export async function webViewHosts(ctx: AuthedContext): Promise<WebViewHostsRes> {
  return { Hosts: (await loadSetting(ctx.db, ctx.caller.companyId)).CommonSettings.WebViewHosts ?? [] }
}

export async function saveWebViewHosts(ctx: AuthedContext, req: WebViewHostsSaveReq): Promise<WebViewHostsRes> {
  const hosts = [...new Set(req.Hosts.filter((h) => h.trim()).map(webViewHost))]
  if (hosts.length > WEB_VIEW_HOSTS_MAX) throw invalid('admWebViewHostsMax', { max: WEB_VIEW_HOSTS_MAX })
  const companyId = ctx.caller.companyId
  await ctx.db.transaction().execute(async (trx) => {
    const setting = await loadSetting(trx, companyId)
    const before = setting.CommonSettings.WebViewHosts ?? []
    if (JSON.stringify(before) === JSON.stringify(hosts)) return
    setting.CommonSettings.WebViewHosts = hosts
    await trx
      .updateTable('company_settings')
      .set({ setting_json: JSON.stringify(setting), updated_at: ctx.now().toISOString() })
      .where('company_id', '=', companyId)
      .execute()
    await recordAdminChange(trx, ctx, 'Company', companyId, 'edit', { WebViewHosts: before }, { WebViewHosts: hosts })
  })
  return { Hosts: hosts }
}
