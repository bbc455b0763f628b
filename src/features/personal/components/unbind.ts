/** Unbinding asks first; the answer is the binding as it is now, or null when the user kept it. */
import type { TFunction } from 'i18next'
import type { ThirdPartyBinding } from '@api/personal'
import type { BindProvider } from '@api/personal-values'
import type { UiStore } from '@/stores/ui'
import { unbind } from '../api'

export async function confirmUnbind(provider: BindProvider, t: TFunction, ui: Pick<UiStore, 'alert' | 'toast'>): Promise<ThirdPartyBinding | null> {
  const pressed = await ui.alert({
    content: t('personal:unbind.confirm', { provider: t(`personal:providers.${provider}`) }),
    buttons: [
      { text: t('common:cancel'), value: 'cancel' },
      { text: t('personal:unbind.action'), value: 'unbind' },
    ],
  })
  if (pressed !== 'unbind') return null
  const b = await unbind(provider)
  ui.toast(t('personal:unbind.done'))
  return b
}
