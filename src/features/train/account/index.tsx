/**
 * /train/account — the 12306 rail account (docs/trains.md): bind with the user name and password
 * (6–20 letters and digits), then the railway's check — text 999 to 12306 from the bound phone,
 * get a code back, enter it — and the verified state with unbind; my own verification as a
 * passenger, asked again on demand.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { AccountStatusRes, PassengerVerification } from '@api/train'
import { ACCOUNT_PASSWORD_PATTERN, ACCOUNT_SMS_MINUTES } from '@api/train-values'
import Page from '@/components/page'
import { ActionBar } from '@/components/ui/action-bar'
import { MainButton } from '@/components/ui/button'
import { FormRow, TextField } from '@/components/ui/form'
import { Sheet } from '@/components/ui/sheet'
import { ErrorBlock, Skeletons } from '@/components/ui/states'
import { useFormat } from '@/components/format'
import { useLoadOnShow } from '@/components/use-load-on-show'
import { useStores } from '@/stores'
import { accountStatus, bindAccount, passengerChecks, sendAccountCode, unbindAccount, verifyAccount } from '../api'
import { useTrainText } from '../components/labels'
import '../components/index.scss'
import './index.scss'

const PASSWORD = new RegExp(ACCOUNT_PASSWORD_PATTERN)

function TrainAccount() {
  const { t } = useTrainText()
  const f = useFormat()
  const { session, ui } = useStores()
  const status = useLoadOnShow<AccountStatusRes>(accountStatus)
  const [me, setMe] = useState<PassengerVerification | null>(null)
  const [userName, setUserName] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [sent, setSent] = useState<{ phone: string; minutes: number } | null>(null)
  const [showErrors, setShowErrors] = useState(false)
  const [confirmUnbind, setConfirmUnbind] = useState(false)

  const loadMe = (recheck = false) => {
    if (session.signedIn)
      passengerChecks(null, recheck).then(
        (r) => setMe(r.Passengers[0] ?? null),
        () => undefined,
      )
  }
  useEffect(() => loadMe(), [session.signedIn])

  const s = status.data
  const nameError = showErrors && userName.trim().length < 3 ? t('train:account.userNameRequired') : undefined
  const passwordError = showErrors && !PASSWORD.test(password) ? t('train:account.passwordRule') : undefined
  const codeError = showErrors && !/^\d{6}$/.test(code) ? t('train:account.codeRule') : undefined

  const bind = async () => {
    setShowErrors(true)
    if (userName.trim().length < 3 || !PASSWORD.test(password)) return
    try {
      status.set(await bindAccount(userName.trim(), password))
      setPassword('')
      setShowErrors(false)
      ui.toast(t('train:account.bound'))
    } catch {
      // The http client has said why; what was typed stays.
    }
  }
  const send = async () => {
    try {
      const r = await sendAccountCode()
      setSent({ phone: r.MaskedPhone, minutes: Math.round(r.ExpiresInSeconds / 60) })
      status.set((prev) => ({ ...prev!, CodesLeftToday: r.CodesLeftToday }))
    } catch {
      // 1006 (no codes left today) and the rest are said by the http client.
    }
  }
  const verify = async () => {
    setShowErrors(true)
    if (!/^\d{6}$/.test(code)) return
    try {
      status.set(await verifyAccount(code))
      setCode('')
      setSent(null)
      setShowErrors(false)
      ui.toast(t('train:account.verified'))
      loadMe()
    } catch {
      // 1007 wrong or expired code: the http client says so; the field keeps what was typed.
    }
  }
  const unbind = async () => {
    try {
      status.set(await unbindAccount())
      setConfirmUnbind(false)
      ui.toast(t('train:account.unbound'))
    } catch {
      // Said by the http client.
    }
  }

  let body: JSX.Element
  if (!s && status.status === 'error') body = <ErrorBlock text={t('common:loadFailed')} onRetry={() => void status.reload()} testId="account-error" />
  else if (!s) body = <Skeletons count={3} tall testId="account-loading" />
  else
    body = (
      <>
        <View className="train-card" data-testid="account-state">
          <Text className="train-card__title">{t('train:account.title')}</Text>
          <Text
            className={`train-status train-status--${s.State === 'Verified' ? 'ok' : s.State === 'Unverified' ? 'warn' : 'bad'}`}
            data-testid="account-state-name"
          >
            {t(`train:account.state.${s.State}`)}
          </Text>
          {s.UserName && <Text className="train-card__line">{t('train:account.userNameIs', { name: s.UserName })}</Text>}
          {s.VerifiedAt && <Text className="train-card__sub">{t('train:account.verifiedAt', { time: f.stamp(s.VerifiedAt) })}</Text>}
          <Text className="train-card__sub">{t('train:account.why')}</Text>
        </View>

        {s.State === 'None' && (
          <View className="train-card" data-testid="account-bind">
            <FormRow label={t('train:account.userName')} required error={nameError}>
              <TextField value={userName} maxlength={30} onChange={setUserName} placeholder={t('train:account.userNameHint')} testId="account-user" />
            </FormRow>
            <FormRow label={t('train:account.password')} required error={passwordError} hint={t('train:account.passwordRule')}>
              <TextField value={password} password maxlength={20} onChange={setPassword} testId="account-password" />
            </FormRow>
            <MainButton text={t('train:account.bind')} onClick={() => void bind()} testId="account-bind-submit" />
          </View>
        )}

        {s.State === 'Unverified' && (
          <View className="train-card" data-testid="account-verify">
            <Text className="train-card__title">{t('train:account.verifyTitle')}</Text>
            <Text className="train-card__line" data-testid="account-instruction">
              {t('train:account.instruction', { text: s.SmsText, to: s.SmsTo, phone: s.MaskedPhone })}
            </Text>
            <Text className="train-card__sub">{t('train:account.codesLeft', { count: s.CodesLeftToday, minutes: ACCOUNT_SMS_MINUTES })}</Text>
            <MainButton
              kind="ghost"
              text={t(sent ? 'train:account.sentAgain' : 'train:account.sent')}
              disabled={s.CodesLeftToday <= 0}
              onClick={() => void send()}
              testId="account-send"
            />
            {sent && (
              <Text className="train-card__sub" data-testid="account-sent">
                {t('train:account.codeSent', { phone: sent.phone, minutes: sent.minutes })}
              </Text>
            )}
            <FormRow label={t('train:account.code')} required error={codeError}>
              <TextField value={code} type="number" maxlength={6} onChange={setCode} placeholder={t('train:account.codeHint')} testId="account-code" />
            </FormRow>
            <MainButton text={t('train:account.verify')} onClick={() => void verify()} testId="account-verify-submit" />
          </View>
        )}

        {me && (
          <View className="train-card" data-testid="account-passenger">
            <Text className="train-card__title">{t('train:account.passengerTitle')}</Text>
            <View className="tb-row">
              <Text className="train-card__line">{me.Name}</Text>
              <Text className={`train-status train-status--${me.CanBuyOnline ? 'ok' : 'warn'}`} data-testid="account-passenger-status">
                {me.StatusName}
              </Text>
            </View>
            {!me.CanBuyOnline && <Text className="train-card__sub">{t(`train:check.${me.Status}`)}</Text>}
            {me.Status === 'Pending' && (
              <View role="button" onClick={() => loadMe(true)}>
                <Text className="train-card__line train-link">{t('train:booking.recheck')}</Text>
              </View>
            )}
          </View>
        )}
      </>
    )

  return (
    <Page title="train:account.title" className="train-account" testId="account-page">
      {body}
      {s && s.State !== 'None' && (
        <ActionBar testId="account-actions">
          <MainButton kind="danger" text={t('train:account.unbind')} onClick={() => setConfirmUnbind(true)} testId="account-unbind" />
        </ActionBar>
      )}
      <Sheet
        open={confirmUnbind}
        title={t('train:account.unbind')}
        onClose={() => setConfirmUnbind(false)}
        testId="unbind-sheet"
        footer={
          <View className="train-sheet-foot">
            <MainButton kind="ghost" text={t('train:details.keep')} onClick={() => setConfirmUnbind(false)} />
            <MainButton kind="danger" text={t('train:account.unbindConfirm')} onClick={() => void unbind()} testId="unbind-confirm" />
          </View>
        }
      >
        <View className="train-sheet">
          <Text className="train-card__line">{t('train:account.unbindNote')}</Text>
        </View>
      </Sheet>
    </Page>
  )
}

export default observer(TrainAccount)
