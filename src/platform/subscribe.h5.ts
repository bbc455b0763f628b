/** A web page has no WeChat subscribe messages: nothing is offered and nothing asked. */
export function canSubscribe(): boolean {
  return false
}

/** The templates the traveller accepted and the login code the server trades for their openid; null on H5. */
export async function requestSubscribe(_templateIds: readonly string[]): Promise<{ accepted: string[]; code: string } | null> {
  return null
}
