/**
 * The merchant's payment secrets: from PAY_SECRETS_FILE or PAY_WECHAT_* / PAY_ALIPAY_*, checked
 * before the server starts; the sandbox channel is refused in production unless enabled.
 */
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, describe, test } from 'node:test'
import { makePayKeys } from '../sandbox-channel/keys'
import { buildChannels, channelsFromEnv } from '../src/services/money/channels'
import { loadPaySecrets, PayConfigError } from '../src/services/money/channels/config'
import type { PaySecrets } from '../src/services/money/channels/types'

const dir = mkdtempSync(path.join(os.tmpdir(), 'pay-config-'))
after(() => rmSync(dir, { recursive: true, force: true }))

const keys = makePayKeys('http://127.0.0.1:4210')
const write = (name: string, content: unknown) => {
  const file = path.join(dir, name)
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content))
  return file
}
const sandboxFile = write('merchant.json', keys.merchant)
const liveFile = write('live.json', { ...keys.merchant, mode: 'live' })
const w = keys.merchant.wechatpay!

const wechatEnv = (over: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  PAY_WECHAT_MCH_ID: w.mchId,
  PAY_WECHAT_APP_ID: w.appId,
  PAY_WECHAT_APP_SECRET: w.appSecret,
  PAY_WECHAT_MERCHANT_SERIAL: w.merchantSerial,
  PAY_WECHAT_MERCHANT_PRIVATE_KEY_FILE: write('apiclient_key.pem', w.merchantPrivateKey),
  PAY_WECHAT_API_V3_KEY: w.apiV3Key,
  PAY_WECHAT_PLATFORM_PUBLIC_KEY_ID: w.platformPublicKeyId,
  PAY_WECHAT_PLATFORM_PUBLIC_KEY: w.platformPublicKey.replace(/\n/g, '\\n'),
  ...over,
})

const failsWith = (env: NodeJS.ProcessEnv, pattern: RegExp) =>
  assert.throws(
    () => loadPaySecrets(env),
    (e: unknown) => e instanceof PayConfigError && pattern.test(e.message),
  )

describe('payment secrets', () => {
  test('nothing configured: no secrets and no channel', () => {
    assert.equal(loadPaySecrets({}), null)
    const none = channelsFromEnv({})
    assert.deepEqual(none.names, [])
    assert.equal(none.get('WeChatPay'), undefined)
  })

  test('PAY_SECRETS_FILE gives both channels with the file’s mode', () => {
    const s = loadPaySecrets({ PAY_SECRETS_FILE: sandboxFile }) as PaySecrets
    assert.equal(s.mode, 'sandbox')
    assert.equal(s.wechatpay?.baseUrl, 'http://127.0.0.1:4210/wechatpay')
    const channels = buildChannels(s)
    assert.deepEqual(channels.names, ['WeChatPay', 'Alipay'])
    assert.equal(channels.sandbox, true)
    assert.equal(channels.get('wechatpay')?.name, 'WeChatPay')
    assert.equal(channels.get('Alipay')?.name, 'Alipay')
    assert.equal(channels.get('UnionPay'), undefined)
  })

  test('a missing, unreadable or incomplete secrets file is refused, naming the file and what is wrong', () => {
    failsWith({ PAY_SECRETS_FILE: path.join(dir, 'nope.json') }, /PAY_SECRETS_FILE: cannot read .*nope\.json/)
    failsWith({ PAY_SECRETS_FILE: write('bad.json', '{not json') }, /PAY_SECRETS_FILE: cannot read/)
    const { apiV3Key: _drop, ...noKey } = w
    failsWith({ PAY_SECRETS_FILE: write('nokey.json', { ...keys.merchant, wechatpay: noKey }) }, /wechatpay: missing apiV3Key/)
    failsWith({ PAY_SECRETS_FILE: write('short.json', { ...keys.merchant, wechatpay: { ...w, apiV3Key: 'short' } }) }, /apiV3Key must be 32 characters/)
    failsWith(
      { PAY_SECRETS_FILE: write('pem.json', { ...keys.merchant, wechatpay: { ...w, platformPublicKey: 'not a key' } }) },
      /platformPublicKey is not a PEM public key/,
    )
    failsWith({ PAY_SECRETS_FILE: write('mode.json', { ...keys.merchant, mode: 'test' }) }, /mode must be 'sandbox' or 'live'/)
  })

  test('PAY_WECHAT_* gives WeChat Pay (live, the real hosts by default; keys as text or files)', () => {
    const s = loadPaySecrets(wechatEnv()) as PaySecrets
    assert.equal(s.mode, 'live')
    assert.equal(s.alipay, undefined)
    assert.deepEqual(
      { ...s.wechatpay },
      { ...w, merchantPrivateKey: w.merchantPrivateKey.trim(), baseUrl: 'https://api.mch.weixin.qq.com', miniProgramBaseUrl: 'https://api.weixin.qq.com' },
    )
    assert.deepEqual(buildChannels(s).names, ['WeChatPay'])
    const sandbox = loadPaySecrets(wechatEnv({ PAY_MODE: 'sandbox', PAY_WECHAT_BASE_URL: w.baseUrl })) as PaySecrets
    assert.equal(sandbox.mode, 'sandbox')
    assert.equal(sandbox.wechatpay?.baseUrl, w.baseUrl)
  })

  test('a partial PAY_WECHAT_* / PAY_ALIPAY_* configuration names what is missing', () => {
    failsWith(wechatEnv({ PAY_WECHAT_API_V3_KEY: undefined, PAY_WECHAT_APP_SECRET: '' }), /set PAY_WECHAT_APP_SECRET, PAY_WECHAT_API_V3_KEY/)
    failsWith({ PAY_ALIPAY_APP_ID: '2021000000000001' }, /set PAY_ALIPAY_APP_PRIVATE_KEY, PAY_ALIPAY_PUBLIC_KEY/)
    failsWith(wechatEnv({ PAY_WECHAT_MERCHANT_PRIVATE_KEY_FILE: path.join(dir, 'missing.pem') }), /PAY_WECHAT_MERCHANT_PRIVATE_KEY_FILE: cannot read/)
  })

  test('production refuses the sandbox channel unless PAY_SANDBOX_ENABLED=1, and says why', () => {
    failsWith({ NODE_ENV: 'production', PAY_SECRETS_FILE: sandboxFile }, /NODE_ENV=production with the sandbox payment channel.*PAY_SANDBOX_ENABLED=1/)
    failsWith({ NODE_ENV: 'production', ...wechatEnv({ PAY_MODE: 'sandbox' }) }, /PAY_SANDBOX_ENABLED=1/)
    assert.equal(loadPaySecrets({ NODE_ENV: 'production', PAY_SECRETS_FILE: sandboxFile, PAY_SANDBOX_ENABLED: '1' })?.mode, 'sandbox')
    assert.equal(loadPaySecrets({ NODE_ENV: 'production', PAY_SECRETS_FILE: liveFile })?.mode, 'live')
    assert.equal(loadPaySecrets({ NODE_ENV: 'development', PAY_SECRETS_FILE: sandboxFile })?.mode, 'sandbox')
  })

  test('the server does not start in production with the sandbox channel', () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PAY_SECRETS_FILE: sandboxFile,
      PORT: '4219',
      SQLITE_FILE: path.join(dir, 'travel.db'),
    }
    delete env.PAY_SANDBOX_ENABLED
    delete env.DATABASE_URL
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { env, encoding: 'utf8', timeout: 60_000 })
    assert.equal(run.status, 1)
    assert.match(run.stderr, /NODE_ENV=production with the sandbox payment channel/)
  })
})
