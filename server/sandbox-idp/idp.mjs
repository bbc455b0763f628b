// The sandbox identity provider (docs/sign-in.md#the-sandbox-identity-provider): a real OpenID
// provider (the `oidc-provider` package) standing where a company's IdP stands, for the server
// tests, the journeys and the demo. It knows one confidential client (client_secret_basic, PKCE
// S256 required) and signs every ID token with its own RS256 key, published at its JWKS.
//
// Its sign-in page asks who signs in (the e-mail, filled in from login_hint); any e-mail signs in
// and is the token's `email` (verified). Cancel answers access_denied. Consent is implied.
//
// A test may ask for a bad token to see the relying party refuse it (`tamper`): the provider
// then signs (with its own key) an ID token for another audience ('audience').
import Provider from 'oidc-provider'
import { createServer } from 'node:http'
import { generateKeyPairSync, randomBytes, createSign } from 'node:crypto'

const escape = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>body{font:16px system-ui,sans-serif;margin:0;background:#f1f5f9;color:#0f172a}
main{max-width:360px;margin:48px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}
h1{font-size:20px;margin:0 0 4px}p{color:#475569;margin:0 0 16px}label{display:block;margin:0 0 6px}
input{width:100%;box-sizing:border-box;font:inherit;padding:10px;border:1px solid #94a3b8;border-radius:8px;margin:0 0 16px}
button{font:inherit;padding:10px 16px;border-radius:8px;border:0;background:#1d4ed8;color:#fff;margin-right:8px}
button.alt{background:#e2e8f0;color:#0f172a}</style></head><body><main>${body}</main></body></html>`
}

async function readForm(req) {
  let body = ''
  for await (const chunk of req) body += chunk
  return new URLSearchParams(body)
}

/**
 * Starts the provider on `port` (0: any free port) at 127.0.0.1.
 * `clients`: [{ clientId, clientSecret, redirectUris }]. `idTokenTtl`: seconds (default 300).
 * Returns { issuer, close(), setTamper(kind | null) }.
 */
export async function startSandboxIdp({ port = 0, host = '127.0.0.1', clients, idTokenTtl = 300, name = 'Sandbox IdP' }) {
  const server = createServer()
  await new Promise((resolve) => server.listen(port, host, resolve))
  const issuer = `http://${host}:${server.address().port}`
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'sandbox-1', use: 'sig', alg: 'RS256' }
  let tamper = null

  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    ttl: { IdToken: idTokenTtl, AccessToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      return { accountId: id, claims: async () => ({ sub: id, email: id, email_verified: true, name: id.split('@')[0] }) }
    },
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
  })
  provider.proxy = false

  // A tampered ID token: the provider's own key signs claims that are wrong in one way.
  function tampered(idToken) {
    const [h, p] = idToken.split('.')
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8'))
    if (tamper === 'audience') claims.aud = 'another-client'
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
    const signature = createSign('sha256').update(`${h}.${payload}`).sign(privateKey).toString('base64url')
    return `${h}.${payload}.${signature}`
  }

  const callback = provider.callback()
  server.on('request', async (req, res) => {
    try {
      const url = new URL(req.url, issuer)
      const m = /^\/interaction\/([\w-]+)(\/(login|abort))?$/.exec(url.pathname)
      if (m) {
        const details = await provider.interactionDetails(req, res)
        if (m[3] === 'login' && req.method === 'POST') {
          const email = (await readForm(req)).get('email')?.trim().toLowerCase()
          if (!email) throw new Error('no e-mail')
          return await provider.interactionFinished(req, res, { login: { accountId: email } }, { mergeWithLastSubmission: false })
        }
        if (m[3] === 'abort' && req.method === 'POST') {
          return await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'cancelled' })
        }
        const hint = details.params.login_hint ?? ''
        res.setHeader('content-type', 'text/html; charset=utf-8')
        return res.end(
          page(
            name,
            `<h1>${escape(name)}</h1><p>Sign in to ${escape(details.params.client_id)}</p>
<form method="post" action="/interaction/${details.uid}/login"><label for="email">E-mail</label>
<input id="email" name="email" type="email" value="${escape(hint)}" required>
<button type="submit" id="idp-sign-in">Sign in</button></form>
<form method="post" action="/interaction/${details.uid}/abort"><button type="submit" class="alt" id="idp-cancel">Cancel</button></form>`,
          ),
        )
      }
      if (tamper && url.pathname === '/token' && req.method === 'POST') {
        // Let the provider answer, then hand on its answer with the ID token replaced.
        const end = res.end.bind(res)
        const setHeader = res.setHeader.bind(res)
        res.setHeader = (k, v) => (String(k).toLowerCase() === 'content-length' ? res : setHeader(k, v))
        res.end = (chunk, ...rest) => {
          const body = JSON.parse(String(chunk))
          if (body.id_token) body.id_token = tampered(body.id_token)
          return end(JSON.stringify(body), ...rest)
        }
      }
      return callback(req, res)
    } catch (e) {
      res.statusCode = 400
      res.setHeader('content-type', 'text/plain; charset=utf-8')
      res.end(String(e?.message ?? e))
    }
  })

  return {
    issuer,
    setTamper(kind) {
      tamper = kind
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
