/** Passkeys: enrol, sign in, list and remove, and every refusal (docs/passkeys.md). One env, one software authenticator per person. */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'
import { FLAGS_UP, SoftAuthenticator, type Bend } from './webauthn-device'

const RP_ID = 'travel.example'
const ORIGIN = 'https://travel.example'

describe('passkeys', () => {
  let env: TestEnv
  let employee: string
  let booker: string
  const phone = new SoftAuthenticator(RP_ID, ORIGIN)
  const laptop = new SoftAuthenticator(RP_ID, ORIGIN)

  before(async () => {
    env = await createTestEnv({ config: { passkeys: { rpId: RP_ID, origins: [ORIGIN] } } })
    employee = await env.login('employee01')
    booker = await env.login('booker01')
  })
  after(() => env.close())

  async function enrol(token: string, device: SoftAuthenticator, name: string, bend: Bend = {}, sameIdAs?: SoftAuthenticator['credentials'][number]) {
    const { ChallengeId, Options } = expectOk(await env.call('passkey/registrationOptions', {}, { token }))
    return env.call('passkey/register', { ChallengeId, DeviceName: name, Response: device.create(Options, bend, sameIdAs) }, { token })
  }

  async function signIn(device: SoftAuthenticator, bend: Bend = {}) {
    const { ChallengeId, Options } = expectOk(await env.call('passkey/signInOptions', {}))
    const Response = device.get(Options, bend)
    return { res: await env.call('passkey/signIn', { ChallengeId, Response }), ChallengeId, Response }
  }

  it('enrols a device, lists it, and signs in with it without a user name', async () => {
    const { ChallengeId, Options } = expectOk(await env.call('passkey/registrationOptions', {}, { token: employee }))
    assert.equal(Options.rp.id, RP_ID)
    assert.equal(Options.authenticatorSelection.residentKey, 'required')
    assert.equal(Options.authenticatorSelection.userVerification, 'required')
    const device = expectOk(await env.call('passkey/register', { ChallengeId, DeviceName: ' My phone ', Response: phone.create(Options) }, { token: employee }))
    assert.deepEqual(
      { Kind: device.Kind, DeviceName: device.DeviceName, LastUsedAt: device.LastUsedAt },
      { Kind: 'Passkey', DeviceName: 'My phone', LastUsedAt: null },
    )

    const signIn1 = await env.call('passkey/signInOptions', {})
    assert.equal(expectOk(signIn1).Options.allowCredentials?.length ?? 0, 0)
    const { res } = await signIn(phone)
    const session = expectOk(res)
    const init = expectOk(await env.call('home/loadInitInfo/v2', {}, { token: session.Token }))
    assert.equal(init.PersonalInfor.UserName, 'employee01')
    const [listed] = expectOk(await env.call('passkey/list', {}, { token: employee }))
    assert.equal(listed.Id, device.Id)
    assert.equal(listed.LastUsedAt, env.now().toISOString())
    // The next registration options exclude the enrolled credential.
    const again = expectOk(await env.call('passkey/registrationOptions', {}, { token: employee }))
    assert.deepEqual(
      again.Options.excludeCredentials.map((c: { id: string }) => c.id),
      [phone.credentials[0].id.toString('base64url')],
    )
  })

  it('refuses unknown, used, expired and other-purpose challenges with 1007', async () => {
    const { ChallengeId, Options } = expectOk(await env.call('passkey/signInOptions', {}))
    const wrongId = await env.call('passkey/signIn', { ChallengeId: 'not-issued', Response: phone.get(Options) })
    assert.match(expectError(wrongId, ErrorCode.CodeInvalid).ErrMsg, /过期|已使用/)
    const reg = expectOk(await env.call('passkey/registrationOptions', {}, { token: employee }))
    expectError(await env.call('passkey/signIn', { ChallengeId: reg.ChallengeId, Response: phone.get(reg.Options) }), ErrorCode.CodeInvalid)
    env.advance(301)
    expectError(await env.call('passkey/signIn', { ChallengeId, Response: phone.get(Options) }), ErrorCode.CodeInvalid)
  })

  it('refuses an answer signed over another challenge, and a replayed answer', async () => {
    const other = expectOk(await env.call('passkey/signInOptions', {}))
    const { ChallengeId } = expectOk(await env.call('passkey/signInOptions', {}))
    const signedOther = phone.get(other.Options)
    expectError(await env.call('passkey/signIn', { ChallengeId, Response: signedOther }), ErrorCode.WrongCredentials)

    const first = await signIn(phone)
    expectOk(first.res)
    // The same answer again: its challenge is spent.
    expectError(await env.call('passkey/signIn', { ChallengeId: first.ChallengeId, Response: first.Response }), ErrorCode.CodeInvalid)
    // Under a fresh challenge it does not verify.
    const fresh = expectOk(await env.call('passkey/signInOptions', {}))
    expectError(await env.call('passkey/signIn', { ChallengeId: fresh.ChallengeId, Response: first.Response }), ErrorCode.WrongCredentials)
  })

  it('refuses a wrong origin or RP ID, no user verification, and a counter that did not go up', async () => {
    const cases: [string, Bend][] = [
      ['origin', { origin: 'https://travel.example.evil.test' }],
      ['rp id', { rpId: 'evil.test' }],
      ['user verification', { flags: FLAGS_UP }],
      ['counter', { counter: 1 }],
    ]
    for (const [name, bend] of cases) {
      const { res } = await signIn(phone, bend)
      assert.equal(res.ErrorCode, ErrorCode.WrongCredentials, name)
    }
    expectError(await enrol(employee, laptop, 'Evil', { origin: 'https://evil.test' }), ErrorCode.WrongCredentials)
    expectError(await enrol(employee, laptop, 'No UV', { flags: FLAGS_UP }), ErrorCode.WrongCredentials)
    assert.equal(expectOk(await env.call('passkey/list', {}, { token: employee })).length, 1)
  })

  it("keeps each person's devices their own", async () => {
    // An enrolment's challenge belongs to the session that asked for it.
    const { ChallengeId, Options } = expectOk(await env.call('passkey/registrationOptions', {}, { token: employee }))
    expectError(
      await env.call('passkey/register', { ChallengeId, DeviceName: 'x', Response: laptop.create(Options) }, { token: booker }),
      ErrorCode.CodeInvalid,
    )
    // Another person's credential id cannot be enrolled again.
    expectError(await enrol(booker, laptop, 'Copied', {}, phone.credentials[0]), ErrorCode.AlreadyExists)
    expectOk(await enrol(booker, laptop, 'Laptop'))
    const [own] = expectOk(await env.call('passkey/list', {}, { token: employee }))
    const booker1 = expectOk(await env.call('passkey/list', {}, { token: booker }))
    assert.deepEqual(
      booker1.map((d: { DeviceName: string }) => d.DeviceName),
      ['Laptop'],
    )
    expectError(await env.call('passkey/remove', { Id: own.Id }, { token: booker }), ErrorCode.NotFound)
    const { res } = await signIn(laptop)
    const init = expectOk(await env.call('home/loadInitInfo/v2', {}, { token: expectOk(res).Token }))
    assert.equal(init.PersonalInfor.UserName, 'booker01')
  })

  it('refuses a removed device', async () => {
    const [own] = expectOk(await env.call('passkey/list', {}, { token: employee }))
    expectOk(await env.call('passkey/remove', { Id: own.Id }, { token: employee }))
    assert.deepEqual(expectOk(await env.call('passkey/list', {}, { token: employee })), [])
    const { res } = await signIn(phone)
    assert.match(expectError(res, ErrorCode.WrongCredentials).ErrMsg, /移除/)
    expectError(await env.call('passkey/remove', { Id: own.Id }, { token: employee }), ErrorCode.NotFound)
  })

  it('needs a session to enrol or list', async () => {
    expectError(await env.call('passkey/registrationOptions', {}), ErrorCode.NotLoggedIn)
    expectError(await env.call('passkey/list', {}), ErrorCode.NotLoggedIn)
  })
})
