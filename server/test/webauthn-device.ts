/**
 * A software WebAuthn authenticator for the server tests: ES256 keys, 'none' attestation,
 * discoverable credentials with user verification, and a signature counter. Each answer can be
 * bent (origin, RP ID, flags, counter) to show what the server refuses.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'

const b64url = (b: Uint8Array | Buffer) => Buffer.from(b).toString('base64url')
const sha = (b: Uint8Array | Buffer | string) => createHash('sha256').update(b).digest()

/** User present + user verified. */
export const FLAGS_UP_UV = 0x05
export const FLAGS_UP = 0x01

export interface Bend {
  origin?: string
  rpId?: string
  flags?: number
  /** The counter to answer instead of the next one. */
  counter?: number
  /** Sign over this challenge instead of the one asked. */
  challenge?: string
}

interface Credential {
  id: Buffer
  key: KeyObject
  userHandle: string
  counter: number
}

export class SoftAuthenticator {
  readonly credentials: Credential[] = []

  constructor(
    readonly rpId: string,
    readonly origin: string,
  ) {}

  private authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4)
    count.writeUInt32BE(counter)
    return Buffer.concat([sha(rpId), Buffer.from([flags | (attested ? 0x40 : 0)]), count, ...(attested ? [attested] : [])])
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))
  }

  /** navigator.credentials.create, as @simplewebauthn/browser's startRegistration answers it (`sameIdAs`: a new key under that credential's id). */
  create(options: any, bend: Bend = {}, sameIdAs?: Credential) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const jwk = publicKey.export({ format: 'jwk' })
    const cred: Credential = { id: sameIdAs?.id ?? randomBytes(16), key: privateKey, userHandle: options.user.id, counter: 0 }
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    )
    const idLen = Buffer.alloc(2)
    idLen.writeUInt16BE(cred.id.length)
    const attested = Buffer.concat([Buffer.alloc(16), idLen, cred.id, Buffer.from(cose)])
    const authData = this.authData(bend.rpId ?? this.rpId, bend.flags ?? FLAGS_UP_UV, 0, attested)
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    )
    this.credentials.push(cred)
    return {
      id: b64url(cred.id),
      rawId: b64url(cred.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', bend.challenge ?? options.challenge, bend.origin ?? this.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }

  /** navigator.credentials.get with the last credential (or `cred`), as startAuthentication answers it. */
  get(options: any, bend: Bend = {}, cred: Credential | undefined = this.credentials.at(-1)) {
    if (!cred) throw new Error('no credential')
    cred.counter = bend.counter ?? cred.counter + 1
    const authData = this.authData(bend.rpId ?? this.rpId, bend.flags ?? FLAGS_UP_UV, cred.counter)
    const clientDataJSON = this.clientData('webauthn.get', bend.challenge ?? options.challenge, bend.origin ?? this.origin)
    const signature = sign('sha256', Buffer.concat([authData, sha(clientDataJSON)]), cred.key)
    return {
      id: b64url(cred.id),
      rawId: b64url(cred.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: cred.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }
}
