import { replace } from '../../core/navigate'
import { t } from '../../i18n'
import { rootStore } from '../../stores'
import '@/i18n/ns/auth'

/** A recovery step opened without what it needs (typed URL, expired ticket): start over at step 1. */
export async function restartRecovery(): Promise<void> {
  rootStore.ui.toast(t('auth:forgot.restart'))
  await replace('forgetPasswordStep1')
}
