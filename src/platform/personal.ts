/**
 * Drafts belong to a person. In each of the app's two stores the personal keys
 * (core/storage-keys.ts: all of the session store but its navigation history, and PERSONAL_KEYS
 * of the persistent store) are one person's namespace, named beside them (PERSONAL_OWNER_KEY) and
 * emptied before any use by someone else (kv.ts personalKV). A booking page keeps its draft across
 * a reload without knowing whose it is, and never sees another person's.
 *
 * The owner is a short hash of the sign-in token the persistent store holds: every sign-in (a
 * person in one account) has its own token, known before anything is restored at start.
 * `forgetPerson` purges everything personal; the session store calls it on sign-out, on the
 * expiry of the session and on an account switch.
 */
import { isPersonalSessionKey, KEYS, PERSONAL_KEYS, PERSONAL_OWNER_KEY } from '../core/storage-keys'
import { ownerKey } from '../domain/snapshots'
import { personalKV, withJSON, type KVStore, type RawKV } from './kv'

export interface PersonalStores {
  /** Persistent store; PERSONAL_KEYS are the person's. */
  storage: KVStore
  /** Tab / process store; all but the navigation history is the person's. */
  sessionStore: KVStore
  /** Removes everything personal from both stores, whoever it belongs to. */
  forgetPerson(): void
}

export function personalStores(persistent: RawKV, session: RawKV): PersonalStores {
  const owner = (): string => {
    const token = persistent.get(KEYS.token)
    return token ? ownerKey(token) : ''
  }
  const kept = personalKV(persistent, { owner, ownerKey: PERSONAL_OWNER_KEY, personal: (key) => (PERSONAL_KEYS as readonly string[]).includes(key) })
  const tab = personalKV(session, { owner, ownerKey: PERSONAL_OWNER_KEY, personal: isPersonalSessionKey })
  return {
    storage: withJSON(kept),
    sessionStore: withJSON(tab),
    forgetPerson: () => {
      kept.purge()
      tab.purge()
    },
  }
}
