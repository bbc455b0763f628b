/** Signing out, from the settings page and the sign-in family alike. */
import { http, rootStore } from '@/stores'

/**
 * Signs out: tells the server (quietly; a dead token or no network must not keep anyone signed
 * in) and forgets the token locally. Does not navigate: the caller decides where to go.
 */
export async function logout(): Promise<void> {
  try {
    if (rootStore.session.signedIn) await http.call('user/logout', {}, { silent: true })
  } catch {
    // Transport failure: the local sign-out below is what matters.
  } finally {
    rootStore.session.signOut()
  }
}
