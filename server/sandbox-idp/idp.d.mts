/** The sandbox identity provider (idp.mjs). */
export interface SandboxIdp {
  issuer: string
  /** 'audience': the next ID tokens are signed by the provider's key for another client; null: honest again. */
  setTamper(kind: 'audience' | null): void
  close(): Promise<void>
}

export function startSandboxIdp(opts: {
  port?: number
  host?: string
  clients: { clientId: string; clientSecret: string; redirectUris: string[] }[]
  idTokenTtl?: number
  name?: string
}): Promise<SandboxIdp>
