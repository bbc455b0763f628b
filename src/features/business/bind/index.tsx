/**
 * /messengerBind?messenger=&token=[&userid=] — the page an employee opens from the binding link
 * an administrator made on wechatStaff, nailStaff or larkStaff (docs/administration.md
 * "Enterprise messengers"). Signed out, the Page frame sends them to sign in and back here with the
 * query. It shows which messenger and which company the link binds; the messenger account id is
 * the `userid` query parameter the messenger's page appends (WeChat Work's OAuth hands the user id
 * over under that name; DingTalk and Feishu pages append theirs the same way) or, without it, typed
 * by the employee. Confirmed, messenger/acceptBinding binds it. A used or expired link (1020) and
 * someone else's link (1003) are said in words, with what to do.
 */
import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { BindingInfo } from '@api/admin'
import { MESSENGERS, type Messenger } from '@api/admin-values'
import { ErrorCode } from '@api/errors'
import Page from '@/components/page'
import { MainButton } from '@/components/ui/button'
import { FormRow, TextField } from '@/components/ui/form'
import { ErrorBlock, Skeletons, StateBlock } from '@/components/ui/states'
import { useFormat } from '@/components/format'
import { isApiError } from '@/core/errors'
import { relaunch } from '@/core/navigate'
import { decodeParam } from '@/core/route-params'
import { chinaDateTime } from '@/domain/china-time'
import { checkMessengerUserId, MESSENGER_ID_MAX } from '@/domain/messenger'
import { useStores } from '@/stores'
import { acceptBinding, bindingInfo } from '../api'
import '../components/index.scss'
import '@/i18n/ns/business'

type Phase =
  | { kind: 'loading' }
  | { kind: 'ready'; info: BindingInfo }
  | { kind: 'bound'; info: BindingInfo; id: string }
  | { kind: 'used' }
  | { kind: 'notYours' }
  | { kind: 'failed' }

/** The refusals this page says in words; other errors were toasted by the http client. */
const refusal = (e: unknown): Phase | null => {
  if (!isApiError(e)) return null
  if (e.code === ErrorCode.LinkExpired) return { kind: 'used' }
  if (e.code === ErrorCode.NoPermission) return { kind: 'notYours' }
  return null
}

function MessengerBind() {
  const { t, i18n } = useTranslation()
  const f = useFormat()
  const { session } = useStores()
  const params = useRouter().params
  const token = decodeParam(params.token)
  const given = decodeParam(params.userid).trim()
  const givenOk = given !== '' && checkMessengerUserId(given).ok
  const asked = decodeParam(params.messenger) as Messenger
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' })
  const [id, setId] = useState(givenOk ? given : '')
  const [touched, setTouched] = useState(false)
  const [busy, setBusy] = useState(false)

  const load = () => {
    if (!token) return setPhase({ kind: 'used' })
    setPhase({ kind: 'loading' })
    bindingInfo(token).then(
      (info) => setPhase({ kind: 'ready', info }),
      (e) => setPhase(refusal(e) ?? { kind: 'failed' }),
    )
  }
  // Signed out, the Page frame is on its way to the sign-in page and back here.
  useEffect(() => {
    if (session.signedIn) load()
  }, [token, session.signedIn]) // eslint-disable-line react-hooks/exhaustive-deps

  const check = checkMessengerUserId(id)
  const error = touched && !check.ok ? t(check.key, check.params) : undefined
  const confirm = async (info: BindingInfo) => {
    if (!check.ok) return setTouched(true)
    setBusy(true)
    try {
      await acceptBinding(token, id.trim())
      setPhase({ kind: 'bound', info, id: id.trim() })
    } catch (e) {
      // 1020 and 1003 are said on the page; anything else was toasted and the form stays.
      const r = refusal(e)
      if (r) setPhase(r)
    } finally {
      setBusy(false)
    }
  }

  const messenger = phase.kind === 'ready' || phase.kind === 'bound' ? phase.info.Messenger : MESSENGERS.includes(asked) ? asked : null
  const app = messenger ? t(`business:messenger.app.${messenger}`) : t('business:bind.anyApp')
  const company = (info: BindingInfo) => (i18n.language.startsWith('zh') ? info.CompanyName : info.CompanyNameEn || info.CompanyName)
  const home = { text: t('business:bind.home'), onPress: () => void relaunch('home'), testId: 'bind-home' }
  return (
    <Page title="business:bind.title" testId="bind-page">
      {phase.kind === 'loading' && <Skeletons count={2} />}
      {phase.kind === 'failed' && <ErrorBlock onRetry={load} />}
      {phase.kind === 'used' && <StateBlock text={t('business:bind.used')} hint={t('business:bind.usedHint', { app })} actions={[home]} testId="bind-used" />}
      {phase.kind === 'notYours' && (
        <StateBlock text={t('business:bind.notYours')} hint={t('business:bind.notYoursHint')} actions={[home]} testId="bind-not-yours" />
      )}
      {phase.kind === 'bound' && (
        <StateBlock
          text={t('business:bind.bound', { app, company: company(phase.info) })}
          hint={t('business:bind.boundHint', { app, id: phase.id })}
          actions={[{ ...home, solid: true }]}
          testId="bind-bound"
        />
      )}
      {phase.kind === 'ready' && (
        <>
          <View className="biz-card" data-testid="bind-info">
            <Text className="biz-card__title">{t('business:bind.binds', { app, company: company(phase.info) })}</Text>
            <Text className="biz-card__note">{t('business:bind.for', { name: phase.info.PersonName })}</Text>
            <Text className="biz-card__note">{t('business:invite.validUntil', { at: f.stamp(chinaDateTime(Date.parse(phase.info.ExpiresAt))) })}</Text>
          </View>
          <View className="biz-form">
            {givenOk ? (
              <FormRow label={t('business:bind.account', { app })} testId="bind-account">
                <Text className="biz-card__value" data-testid="bind-account-given">
                  {given}
                </Text>
              </FormRow>
            ) : (
              <FormRow label={t('business:bind.account', { app })} required error={error} hint={t('business:bind.accountHint', { app })} testId="bind-account">
                <TextField
                  value={id}
                  onChange={setId}
                  onBlur={() => setTouched(true)}
                  placeholder={t('business:bind.accountPlaceholder')}
                  maxlength={MESSENGER_ID_MAX + 1}
                />
              </FormRow>
            )}
          </View>
          <View className="biz-submit">
            <MainButton text={t('business:bind.confirm')} onClick={() => void confirm(phase.info)} busy={busy} testId="bind-confirm" />
          </View>
        </>
      )}
    </Page>
  )
}

export default observer(MessengerBind)
