import { useEffect, type ReactNode } from 'react'
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import Page from '../../../components/page'
import { replace } from '../../../core/navigate'
import { t } from '../../../i18n'
import { rootStore } from '../../../stores'
import Steps from '../../../features/auth/components/steps'
import type { RawParams } from '../../../features/auth/params'
import './index.scss'

/** One step of the phone recovery: the page with the three steps on top and this step's card. */
export function StepPage({ current, children }: { current: 1 | 2 | 3; children: ReactNode }) {
  return (
    <Page title="auth:forgot.title">
      <View className="forgot">
        <Steps current={current} />
        {children}
      </View>
    </Page>
  )
}

/**
 * What a later step needs from the one before (the phone, the ticket), from the route. Opened
 * without it (a typed URL, an expired ticket), the recovery starts over at step 1.
 */
export function useStepParams<P>(parse: (raw: RawParams) => P | null): P | null {
  const { params } = useRouter()
  const step = parse(params as RawParams)
  useEffect(() => {
    if (step) return
    rootStore.ui.toast(t('auth:forgot.restart'))
    void replace('forgetPasswordStep1')
  }, [step === null])
  return step
}
