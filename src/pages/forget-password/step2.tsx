import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import Page from '../../components/page'
import { replace } from '../../core/navigate'
import { checkSmsCode } from '../../domain/password'
import { checkVerificationCode, getForgotPasswordVerificationCode } from '../../features/auth/api'
import Steps from '../../features/auth/components/steps'
import SubmitButton from '../../features/auth/components/submit-button'
import { useCodeSender, useMessage } from '../../features/auth/hooks'
import { parsePhoneStepParams, type PhoneStepParams, type RawParams } from '../../features/auth/params'
import { restartRecovery } from './restart'
import { messageOf, type Message } from '../../features/auth/rules'
import './index.scss'
import '@/i18n/ns/auth'
import CodeField from '../../features/auth/components/code-field'

function CodeStep({ step }: { step: PhoneStepParams }) {
  const { t } = useTranslation()
  const msg = useMessage()
  const [code, setCode] = useState('')
  const [error, setError] = useState<Message | undefined>()
  const [busy, setBusy] = useState(false)
  const sender = useCodeSender(() => getForgotPasswordVerificationCode(step.mobile, step.countryCode), { sentAt: step.sentAt, target: step.target })
  const target = sender.target || `+${step.countryCode} ${step.mobile}`

  async function next(): Promise<void> {
    const e = messageOf(checkSmsCode(code, { fetched: true }))
    setError(e)
    if (e) return
    setBusy(true)
    try {
      const res = await checkVerificationCode({ Mobile: step.mobile, MobileCountryCode: step.countryCode, VerifyCode: code.trim() })
      // The code is spent: step 3 replaces this page, so 'back' from it goes to step 1.
      await replace('forgetPasswordStep3', { ticket: res.ResetTicket })
    } catch {
      setBusy(false)
    }
  }

  return (
    <View className="auth-card">
      <Text className="auth-section-title">{t('auth:forgot.codeHeading')}</Text>
      <Text className="auth-section-desc" data-testid="fp-target">
        {t('auth:code.sentTo', { target })}
      </Text>
      <CodeField
        testId="fp-code"
        buttonTestId="fp-resend"
        error={msg(error)}
        sender={sender}
        showTarget={false}
        value={code}
        onInput={(typed) => {
          const v = typed.replace(/\D/g, '').slice(0, 6)
          setCode(v)
          if (error) setError(messageOf(checkSmsCode(v, { fetched: true })))
        }}
        onBlur={() => code && setError(messageOf(checkSmsCode(code, { fetched: true })))}
        onConfirm={() => void next()}
      />
      <SubmitButton text={t('auth:forgot.next')} busy={busy} onPress={() => void next()} testId="fp-next" />
    </View>
  )
}

/** Phone recovery, step 2: the SMS code buys a reset ticket. Needs the phone from step 1. */
export default function ForgetPasswordStep2() {
  const { params } = useRouter()
  const step = parsePhoneStepParams(params as RawParams)
  useEffect(() => {
    if (!step) void restartRecovery()
  }, [step === null])
  return (
    <Page title="auth:forgot.title">
      <View className="forgot">
        <Steps current={2} />
        {step && <CodeStep step={step} />}
      </View>
    </Page>
  )
}
