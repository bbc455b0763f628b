import { answerWithPasskey, createPasskey, PasskeyError, passkeysSupported } from '../../../src/platform/passkey.h5'
import * as weapp from '../../../src/platform/passkey.weapp'

const CREATION = {
  rp: { name: 'Business Travel', id: 'localhost' },
  user: { id: 'dXNlcg', name: 'employee01', displayName: '张三' },
  challenge: 'Y2hhbGxlbmdl',
  pubKeyCredParams: [{ type: 'public-key' as const, alg: -7 }],
  authenticatorSelection: { residentKey: 'required' as const, userVerification: 'required' as const },
}
const REQUEST = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', userVerification: 'required' as const }

const reason = (p: Promise<unknown>) =>
  p.then(
    () => 'answered',
    (e: unknown) => (e instanceof PasskeyError ? e.reason : `other: ${String(e)}`),
  )

function browserThatThrows(name: string) {
  const fail = () => Promise.reject(new DOMException('no', name))
  Object.assign(window, { PublicKeyCredential: function PublicKeyCredential() {} })
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { create: fail, get: fail } })
}

describe('passkeys (h5)', () => {
  afterEach(() => {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential
    delete (navigator as { credentials?: unknown }).credentials
  })

  it('says "unsupported" where the browser has no WebAuthn', async () => {
    expect(passkeysSupported()).toBe(false)
    expect(await reason(createPasskey(CREATION))).toBe('unsupported')
    expect(await reason(answerWithPasskey(REQUEST))).toBe('unsupported')
  })

  it.each([
    ['NotAllowedError', 'cancelled'],
    ['AbortError', 'cancelled'],
    ['InvalidStateError', 'exists'],
    ['UnknownError', 'failed'],
  ])('tells a browser refusal %s apart as %s', async (name, want) => {
    browserThatThrows(name)
    expect(passkeysSupported()).toBe(true)
    expect(await reason(createPasskey(CREATION))).toBe(name === 'InvalidStateError' ? 'exists' : want)
    // Signing in knows no "already enrolled": InvalidStateError there is just a failure.
    if (name !== 'InvalidStateError') expect(await reason(answerWithPasskey(REQUEST))).toBe(want)
  })

  it('the mini-program has no passkeys', async () => {
    expect(weapp.passkeysSupported()).toBe(false)
    expect(await reason(weapp.createPasskey(CREATION))).toBe('unsupported')
    expect(await reason(weapp.answerWithPasskey(REQUEST))).toBe('unsupported')
  })
})
