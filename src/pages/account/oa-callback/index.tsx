import { useTranslation } from 'react-i18next'
import Page from '../../../components/page'
import { StateBlock } from '../../../components/ui/states'
import { relaunch } from '../../../core/navigate'
import Status from '../../../features/auth/components/status'
import { signingInLine, useOaSignIn } from '../../../features/auth/oa'
import '@/i18n/ns/oa'

/**
 * /callback4Oa?company&employee&ts&nonce&redirect&sign: the company's office system signs its
 * employee in (docs/sign-in.md#office-automation-sign-in). While it does, the page names the
 * company and the office system; a refusal stays here in words, with the way to the login.
 */
export default function OaCallbackPage() {
  const { t } = useTranslation()
  const phase = useOaSignIn()
  return (
    <Page title="oa:callback.title">
      {phase.kind === 'signingIn' ? (
        <Status title={signingInLine(phase.detail)} testId="oa-callback-status" />
      ) : (
        <StateBlock
          text={phase.message}
          hint={t('oa:callback.retryHint')}
          actions={[{ text: t('oa:callback.toLogin'), onPress: () => void relaunch('login'), solid: true, testId: 'oa-callback-login' }]}
          testId="oa-callback-refused"
        />
      )}
    </Page>
  )
}
