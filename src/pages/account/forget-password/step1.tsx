import { useState } from 'react'
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { go } from '../../../core/navigate'
import { getForgotPasswordVerificationCode } from '../../../features/auth/api'
import AuthCard, { AuthLink } from '../../../features/auth/components/auth-card'
import SubmitButton from '../../../features/auth/components/submit-button'
import { useAuthForm, usePhoneField } from '../../../features/auth/form'
import { useCodeSender } from '../../../features/auth/hooks'
import { toPhoneStepQuery } from '../../../features/auth/params'
import PhoneField from '../../../features/auth/components/phone-field'
import { StepPage } from './step-page'

/** Phone recovery, step 1: the account's phone; sends the SMS code and goes on to step 2. */
export default function ForgetPasswordStep1() {
  const { t } = useTranslation()
  const form = useAuthForm<'phone'>()
  const phone = usePhoneField(form, 'phone')
  // The phone the last code went to, with when: coming back here can go on without a new code.
  const [sent, setSent] = useState<{ mobile: string; countryCode: string; target: string; sentAt: number } | null>(null)

  const toStep2 = (s: NonNullable<typeof sent>) => void go('forgetPasswordStep2', toPhoneStepQuery(s))

  const sender = useCodeSender(async () => {
    const e = phone.error()
    form.set('phone', e)
    if (e) return null
    const { number: mobile, countryCode } = phone
    const res = await getForgotPasswordVerificationCode(mobile, countryCode)
    const s = { mobile, countryCode, target: res.MaskedTarget, sentAt: Date.now() }
    setSent(s)
    toStep2(s)
    return res
  })

  const st = sender.state
  const label =
    st.kind === 'waiting' ? t('auth:code.waitLong', { seconds: st.seconds }) : st.kind === 'resend' ? t('auth:code.resendLong') : t('auth:forgot.sendCode')
  const sameNumber = sent !== null && sent.mobile === phone.number && sent.countryCode === phone.countryCode

  return (
    <StepPage current={1}>
      <AuthCard title={t('auth:forgot.phoneHeading')} desc={t('auth:forgot.phoneDesc')}>
        <PhoneField testId="fp-phone" countryTestId="fp-country" {...phone.props} onConfirm={() => void sender.press()} />
        <SubmitButton
          text={label}
          busyText={t('auth:code.sending')}
          busy={st.kind === 'sending'}
          disabled={st.kind === 'waiting'}
          onPress={() => void sender.press()}
          testId="fp-send"
        />
        {sameNumber && sent && (
          <View className="auth-links auth-links--center">
            <AuthLink text={t('auth:forgot.haveCode')} onClick={() => toStep2(sent)} testId="fp-have-code" />
          </View>
        )}
      </AuthCard>
    </StepPage>
  )
}
