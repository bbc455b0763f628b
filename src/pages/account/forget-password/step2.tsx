import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { replace } from '../../../core/navigate'
import { checkSmsCode } from '../../../domain/password'
import { checkVerificationCode, getForgotPasswordVerificationCode } from '../../../features/auth/api'
import AuthCard from '../../../features/auth/components/auth-card'
import CodeField from '../../../features/auth/components/code-field'
import SubmitButton from '../../../features/auth/components/submit-button'
import { useAuthForm } from '../../../features/auth/form'
import { useCodeSender } from '../../../features/auth/hooks'
import { parsePhoneStepParams, type PhoneStepParams } from '../../../features/auth/params'
import { messageOf } from '../../../features/auth/rules'
import { StepPage, useStepParams } from './step-page'

const checkCode = (v: string) => messageOf(checkSmsCode(v, { fetched: true }))

function CodeStep({ step }: { step: PhoneStepParams }) {
  const { t } = useTranslation()
  const form = useAuthForm<'code'>()
  const [code, setCode] = useState('')
  const sender = useCodeSender(() => getForgotPasswordVerificationCode(step.mobile, step.countryCode), { sentAt: step.sentAt, target: step.target })
  const target = sender.target || `+${step.countryCode} ${step.mobile}`

  const next = () =>
    form.submit({ code: checkCode(code) }, async () => {
      const res = await checkVerificationCode({ Mobile: step.mobile, MobileCountryCode: step.countryCode, VerifyCode: code.trim() })
      // The code is spent: step 3 replaces this page, so 'back' from it goes to step 1.
      await replace('forgetPasswordStep3', { ticket: res.ResetTicket })
    })

  return (
    <AuthCard title={t('auth:forgot.codeHeading')} desc={t('auth:code.sentTo', { target })} descTestId="fp-target">
      <CodeField
        testId="fp-code"
        buttonTestId="fp-resend"
        sender={sender}
        showTarget={false}
        onConfirm={() => void next()}
        {...form.bindCode('code', code, setCode, sender)}
      />
      <SubmitButton text={t('auth:forgot.next')} busy={form.busy} onPress={() => void next()} testId="fp-next" />
    </AuthCard>
  )
}

/** Phone recovery, step 2: the SMS code buys a reset ticket. Needs the phone from step 1. */
export default function ForgetPasswordStep2() {
  const step = useStepParams(parsePhoneStepParams)
  return <StepPage current={2}>{step && <CodeStep step={step} />}</StepPage>
}
