/**
 * Fresh keys for a merchant and the sandbox channel (docs/money.md#the-sandbox-channel): each side
 * gets only what it would hold with a real channel. The merchant: its private keys, the API v3
 * key, the channel's public keys. The channel: its private keys, the API v3 key, the merchant's
 * public keys. Written once by scripts/pay-keys.mjs for `npm start`; made anew by every test.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import type { PaySecrets } from '../src/services/money/channels/types'

export interface SandboxSecrets {
  wechatpay: {
    mchId: string
    appId: string
    appSecret: string
    merchantSerial: string
    merchantPublicKey: string
    apiV3Key: string
    platformPublicKeyId: string
    platformPrivateKey: string
  }
  alipay: {
    appId: string
    appPublicKey: string
    alipayPrivateKey: string
  }
}

const pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  })

const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase()

/** `channelBaseUrl`: where the sandbox channel listens (http://127.0.0.1:3100). */
export function makePayKeys(channelBaseUrl: string): { merchant: PaySecrets; channel: SandboxSecrets } {
  const base = channelBaseUrl.replace(/\/+$/, '')
  const merchantKey = pair()
  const platformKey = pair()
  const appKey = pair()
  const alipayKey = pair()
  const mchId = String(1_900_000_000 + randomBytes(3).readUIntBE(0, 3))
  const appId = `wx${randomBytes(8).toString('hex')}`
  const appSecret = randomBytes(16).toString('hex')
  const merchantSerial = hex(20)
  const apiV3Key = randomBytes(24).toString('base64url').slice(0, 32)
  const platformPublicKeyId = `PUB_KEY_ID_${hex(16)}`
  const alipayAppId = `2021${String(randomBytes(6).readUIntBE(0, 6)).padStart(12, '0').slice(0, 12)}`
  return {
    merchant: {
      mode: 'sandbox',
      wechatpay: {
        baseUrl: `${base}/wechatpay`,
        mchId,
        appId,
        appSecret,
        miniProgramBaseUrl: `${base}/wechat`,
        merchantSerial,
        merchantPrivateKey: merchantKey.privateKey,
        apiV3Key,
        platformPublicKeyId,
        platformPublicKey: platformKey.publicKey,
      },
      alipay: {
        gateway: `${base}/alipay/gateway.do`,
        appId: alipayAppId,
        appPrivateKey: appKey.privateKey,
        alipayPublicKey: alipayKey.publicKey,
      },
    },
    channel: {
      wechatpay: {
        mchId,
        appId,
        appSecret,
        merchantSerial,
        merchantPublicKey: merchantKey.publicKey,
        apiV3Key,
        platformPublicKeyId,
        platformPrivateKey: platformKey.privateKey,
      },
      alipay: { appId: alipayAppId, appPublicKey: appKey.publicKey, alipayPrivateKey: alipayKey.privateKey },
    },
  }
}
