/**
 * /dining/code?code= — the payment code the restaurant scans, and what became of it, asked again
 * every 2 s until the restaurant has charged it: paid by the company (to the receipt), the
 * person's part to pay (the reason for going over first, then the cashier), refused with why,
 * or expired (a new code for the same restaurant).
 */
import { useEffect, useRef, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { DiningCode } from '@api/dining'
import Page from '@/components/page'
import QrCode from '@/components/qr-code'
import ReasonSheet, { kindCodes } from '@/components/reason-sheet'
import { useReasonCodes } from '@/components/reason-sheet/use-reason-codes'
import { MainButton } from '@/components/ui/button'
import { ErrorBlock, Skeletons } from '@/components/ui/states'
import { useFormat } from '@/components/format'
import { clock } from '@/core/clock'
import { go, replace } from '@/core/navigate'
import { codeState, giveReason, openCode } from '../api'
import '../components/index.scss'
import '../texts'

const POLL_MS = 2000

function DiningCodePage() {
  const { t } = useTranslation()
  const f = useFormat()
  const codeNo = String(useRouter().params.code ?? '')
  const [code, setCode] = useState<DiningCode | null>(null)
  const [failed, setFailed] = useState(false)
  // When the last answer came: the countdown runs from its SecondsLeft (the server's clock).
  const [answeredAt, setAnsweredAt] = useState(clock.now())
  const [now, setNow] = useState(clock.now())
  const [reasonOpen, setReasonOpen] = useState(false)
  const codes = useReasonCodes('Dining')
  const alive = useRef(true)
  // Paid, refused or expired: nothing more will happen to the code.
  const settled = useRef(false)
  settled.current = code !== null && (code.Status === 'Paid' || code.Status === 'Refused' || code.Status === 'Expired')

  const ask = async () => {
    try {
      const c = await codeState(codeNo)
      if (alive.current) {
        setCode(c)
        setAnsweredAt(clock.now())
      }
      setFailed(false)
    } catch {
      setFailed(true)
    }
  }
  // Asked until the restaurant has charged the code or it expired; the countdown ticks with it.
  useEffect(() => {
    alive.current = true
    void ask()
    const timer = setInterval(() => {
      setNow(clock.now())
      if (!settled.current) void ask()
    }, POLL_MS)
    return () => {
      alive.current = false
      clearInterval(timer)
    }
  }, [codeNo])

  const seconds = code ? Math.max(0, code.SecondsLeft - Math.floor((now - answeredAt) / 1000)) : 0
  const renew = async () => {
    if (!code) return
    try {
      const next = await openCode(code.RestaurantId, code.Guests)
      await replace('diningCode', { code: next.CodeNo })
    } catch {
      // The call's error is already shown.
    }
  }
  const toPay = () => code && void go('diningPay', { orderNo: code.OrderNo })

  return (
    <Page title="dining:code.title" testId="dining-code-page">
      {!code && failed && <ErrorBlock onRetry={() => void ask()} />}
      {!code && !failed && <Skeletons count={1} tall />}
      {code && (
        <View className="dn-code" data-testid="dining-code" data-status={code.Status}>
          <Text className="dn-card__name">{code.RestaurantName}</Text>
          {code.Status === 'Open' && (
            <>
              <Text className="dn-code__hint">{t('dining:code.hint')}</Text>
              <QrCode value={code.CodeNo} label={t('dining:code.label', { code: code.CodeNo })} testId="dining-qr" />
              <Text className="dn-code__digits" data-testid="dining-code-no">
                {code.CodeNo.replace(/(\d{4})(?=\d)/g, '$1 ')}
              </Text>
              <Text className="dn-code__hint">{seconds > 0 ? t('dining:code.expires', { s: seconds }) : t('dining:code.expired')}</Text>
              <Text className="dn-code__state">{t('dining:code.waiting')}</Text>
            </>
          )}
          {code.Status === 'Paid' && (
            <Text className="dn-code__state" data-testid="dining-code-paid">
              {`${t('dining:code.paid')} · ${f.money(code.CompanyAmount)}`}
            </Text>
          )}
          {code.Status === 'AwaitingPayer' && (
            <>
              <Text className="dn-code__state" data-testid="dining-code-split">
                {t('dining:code.awaiting', { company: f.money(code.CompanyAmount), personal: f.money(code.PersonalAmount) })}
              </Text>
              {code.NeedReason && <Text className="dn-code__hint">{t('dining:code.reasonNeeded')}</Text>}
            </>
          )}
          {code.Status === 'Refused' && (
            <>
              <Text className="dn-code__state">{t('dining:code.refused')}</Text>
              <Text className="dn-code__refused" data-testid="dining-refusal" data-refusal={code.Refusal}>
                {code.RefusalText}
              </Text>
            </>
          )}
          {code.Status === 'Expired' && <Text className="dn-code__state">{t('dining:code.expired')}</Text>}
        </View>
      )}
      {code && (
        <View className="dn-actions">
          {code.Status === 'AwaitingPayer' && code.NeedReason && (
            <MainButton text={t('dining:code.giveReason')} onClick={() => (codes.ensure('Policy'), setReasonOpen(true))} testId="dining-give-reason" />
          )}
          {code.Status === 'AwaitingPayer' && !code.NeedReason && (
            <MainButton text={t('dining:code.payRest', { amount: f.money(code.PersonalAmount) })} onClick={toPay} testId="dining-pay-rest" />
          )}
          {(code.Status === 'Paid' || code.Status === 'AwaitingPayer') && code.OrderNo && (
            <MainButton
              kind="ghost"
              text={t('dining:code.receipt')}
              onClick={() => void go('diningOrder', { orderNo: code.OrderNo })}
              testId="dining-receipt"
            />
          )}
          {(code.Status === 'Expired' || code.Status === 'Refused' || (code.Status === 'Open' && seconds === 0)) && (
            <MainButton kind="ghost" text={t('dining:code.renew')} onClick={() => void renew()} testId="dining-renew" />
          )}
          <MainButton kind="ghost" text={t('dining:code.back')} onClick={() => void replace('diningHome')} testId="dining-back" />
        </View>
      )}
      <ReasonSheet
        open={reasonOpen}
        title={t('dining:code.giveReason')}
        {...kindCodes(codes, 'Policy')}
        allowOther
        need="outOfPolicy"
        onSave={(r, item) => {
          setReasonOpen(false)
          if (!code) return
          const reason = item ? [item.Text, r.text].filter(Boolean).join(' ') : r.text
          void giveReason({ OrderNo: code.OrderNo, ReasonCode: item?.Code ?? '', Reason: reason.slice(0, 50) }).then(
            () => void ask().then(toPay),
            () => undefined,
          )
        }}
        onClose={() => setReasonOpen(false)}
        testId="dining-reason"
      />
    </Page>
  )
}

export default observer(DiningCodePage)
