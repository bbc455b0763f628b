import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import Page from '../../components/page'
import { go } from '../../core/navigate'
import { checkPhone } from '../../domain/phone'
import { getForgotPasswordVerificationCode } from '../../features/auth/api'
import { DEFAULT_COUNTRY_CODE } from '../../features/auth/components/country-code'
import Steps from '../../features/auth/components/steps'
import SubmitButton from '../../features/auth/components/submit-button'
import { useCodeSender, useMessage } from '../../features/auth/hooks'
import { toPhoneStepQuery } from '../../features/auth/params'
import { messageOf, type Message } from '../../features/auth/rules'
import './index.scss'
import '@/i18n/ns/auth'
import PhoneField from '../../features/auth/components/phone-field'

/** Phone recovery, step 1: the account's phone; sends the SMS code and goes on to step 2. */
export default function ForgetPasswordStep1() {
  const { t } = useTranslation()
  const msg = useMessage()
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE)
  const [phone, setPhone] = useState('')
  const [error, setError] = useState<Message | undefined>()
  // The phone the last code went to, with when: coming back here can go on without a new code.
  const [sent, setSent] = useState<{ mobile: string; countryCode: string; target: string; sentAt: number } | null>(null)

  const toStep2 = (s: NonNullable<typeof sent>) => void go('forgetPasswordStep2', toPhoneStepQuery(s))

  const sender = useCodeSender(async () => {
    const e = messageOf(checkPhone(phone, countryCode))
    setError(e)
    if (e) return null
    const mobile = phone.trim()
    const res = await getForgotPasswordVerificationCode(mobile, countryCode)
    const s = { mobile, countryCode, target: res.MaskedTarget, sentAt: Date.now() }
    setSent(s)
    toStep2(s)
    return res
  })

  const st = sender.state
  const label =
    st.kind === 'waiting' ? t('auth:code.waitLong', { seconds: st.seconds }) : st.kind === 'resend' ? t('auth:code.resendLong') : t('auth:forgot.sendCode')
  const sameNumber = sent !== null && sent.mobile === phone.trim() && sent.countryCode === countryCode

  return (
    <Page title="auth:forgot.title">
      <View className="forgot">
        <Steps current={1} />
        <View className="auth-card">
          <Text className="auth-section-title">{t('auth:forgot.phoneHeading')}</Text>
          <Text className="auth-section-desc">{t('auth:forgot.phoneDesc')}</Text>
          <PhoneField
            testId="fp-phone"
            countryTestId="fp-country"
            error={msg(error)}
            countryCode={countryCode}
            onCountryCode={setCountryCode}
            value={phone}
            onInput={(v) => {
              setPhone(v)
              if (error) setError(messageOf(checkPhone(v, countryCode)))
            }}
            onBlur={() => setError(messageOf(checkPhone(phone, countryCode)))}
            onConfirm={() => void sender.press()}
          />
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
              <View className="auth-links__link" role="link" data-testid="fp-have-code" onClick={() => toStep2(sent)}>
                <Text>{t('auth:forgot.haveCode')}</Text>
              </View>
            </View>
          )}
        </View>
      </View>
    </Page>
  )
}
