/** WeChat SOTER: enrol a phone's key, sign in with it, and each refusal (docs/passkeys.md#wechat-soter-mini-program). Test RSA key pairs stand in for the phones' SOTER keys. */
import assert from 'node:assert/strict'
import { constants, generateKeyPairSync, sign, type KeyObject } from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'

/** A phone's SOTER key: signs resultJSON (SHA256withRSA/PSS) as wx.startSoterAuthentication answers. */
class SoterPhone {
  readonly privateKey: KeyObject
  readonly publicKey: string
  counter = 0
  constructor() {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 })
    this.privateKey = pair.privateKey
    this.publicKey = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString()
  }
  answer(challenge: string, o: { counter?: number; signer?: KeyObject } = {}) {
    this.counter = o.counter ?? this.counter + 1
    const ResultJSON = JSON.stringify({
      raw: challenge,
      fid: '1',
      counter: this.counter,
      tee_n: 'TEE',
      tee_v: '1',
      fp_n: 'fp',
      fp_v: '1',
      cpu_id: 'c',
      uid: '21',
    })
    const key = { key: o.signer ?? this.privateKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 20 }
    return { ResultJSON, ResultJSONSignature: sign('sha256', Buffer.from(ResultJSON), key).toString('base64') }
  }
}

describe('WeChat SOTER', () => {
  let env: TestEnv
  let employee: string
  let booker: string
  const phone = new SoterPhone()
  const other = new SoterPhone()
  let deviceId = 0

  before(async () => {
    env = await createTestEnv()
    employee = await env.login('employee01')
    booker = await env.login('booker01')
  })
  after(() => env.close())

  async function enrol(token: string, p: SoterPhone, o: { publicKey?: string; signer?: KeyObject; raw?: string } = {}) {
    const { ChallengeId, Challenge } = expectOk(await env.call('passkey/soter/enrolChallenge', {}, { token }))
    const answer = p.answer(o.raw ?? Challenge, { signer: o.signer })
    return env.call(
      'passkey/soter/enrol',
      { ChallengeId, DeviceName: 'Phone', AuthMode: 'fingerPrint', PublicKey: o.publicKey ?? p.publicKey, ...answer },
      { token },
    )
  }

  async function signIn(p: SoterPhone, o: { deviceId?: number; counter?: number; signer?: KeyObject; raw?: string } = {}) {
    const { ChallengeId, Challenge } = expectOk(await env.call('passkey/soter/signInChallenge', {}))
    const answer = p.answer(o.raw ?? Challenge, o)
    const body = { ChallengeId, DeviceId: o.deviceId ?? deviceId, ...answer }
    return { res: await env.call('passkey/soter/signIn', body), body }
  }

  it('enrols a key whose signature of the fresh challenge verifies, and signs in with it', async () => {
    // The key must be the one that signed: a PEM of another key is refused, and so is a raw that is not the challenge.
    expectError(await enrol(employee, phone, { publicKey: other.publicKey }), ErrorCode.WrongCredentials)
    expectError(await enrol(employee, phone, { raw: 'old-challenge' }), ErrorCode.WrongCredentials)
    expectError(await enrol(employee, phone, { publicKey: 'not a key' }), ErrorCode.WrongCredentials)
    const device = expectOk(await enrol(employee, phone))
    assert.equal(device.Kind, 'Soter')
    deviceId = device.Id
    const { res } = await signIn(phone)
    const init = expectOk(await env.call('home/loadInitInfo/v2', {}, { token: expectOk(res).Token }))
    assert.equal(init.PersonalInfor.UserName, 'employee01')
    const [listed] = expectOk(await env.call('passkey/list', {}, { token: employee }))
    assert.deepEqual([listed.Id, listed.LastUsedAt], [deviceId, env.now().toISOString()])
  })

  it('refuses another key, another challenge, a replay, and a counter that did not go up', async () => {
    const cases: [string, { counter?: number; signer?: KeyObject; raw?: string }][] = [
      ['another key', { signer: other.privateKey }],
      ['another challenge', { raw: 'not-the-challenge' }],
      // The counter the server saw last: a copied answer's.
      ['counter', { counter: phone.counter }],
    ]
    for (const [name, o] of cases) assert.equal((await signIn(phone, o)).res.ErrorCode, ErrorCode.WrongCredentials, name)
    const first = await signIn(phone)
    expectOk(first.res)
    expectError(await env.call('passkey/soter/signIn', first.body), ErrorCode.CodeInvalid)
    expectError(await env.call('passkey/soter/signIn', { ...first.body, ChallengeId: 'never-issued' }), ErrorCode.CodeInvalid)
  })

  it("binds the enrolment challenge to its session, a key to one person, and removes only one's own", async () => {
    const { ChallengeId, Challenge } = expectOk(await env.call('passkey/soter/enrolChallenge', {}, { token: employee }))
    const stolen = { ChallengeId, DeviceName: 'x', AuthMode: 'facial', PublicKey: other.publicKey, ...other.answer(Challenge) }
    expectError(await env.call('passkey/soter/enrol', stolen, { token: booker }), ErrorCode.CodeInvalid)
    expectError(await enrol(booker, phone), ErrorCode.AlreadyExists)
    expectError(await env.call('passkey/remove', { Id: deviceId }, { token: booker }), ErrorCode.NotFound)
  })

  it('refuses a removed device', async () => {
    expectOk(await env.call('passkey/remove', { Id: deviceId }, { token: employee }))
    assert.match(expectError((await signIn(phone)).res, ErrorCode.WrongCredentials).ErrMsg, /移除/)
  })
})
