/**
 * WeChat's one-time subscribe messages (a trip's disruption alerts): the traveller is asked for the
 * templates in WeChat's own dialog — which must follow a tap — and, when they accept any, the login
 * code goes with the accepted ids to the server, which trades it for their openid.
 */
import Taro from '@tarojs/taro'

export function canSubscribe(): boolean {
  return true
}

export async function requestSubscribe(templateIds: readonly string[]): Promise<{ accepted: string[]; code: string } | null> {
  if (templateIds.length === 0) return null
  const answer = (await Taro.requestSubscribeMessage({ tmplIds: [...templateIds], entityIds: [] }).catch(() => null)) as Record<string, string> | null
  if (!answer) return null
  const accepted = templateIds.filter((id) => answer[id] === 'accept')
  if (accepted.length === 0) return null
  const login = await Taro.login().catch(() => null)
  return login?.code ? { accepted, code: login.code } : null
}
