/**
 * Office-automation sign-in (docs/sign-in.md#office-automation-sign-in): the company's OA system
 * opens /callback4Oa?company&employee&ts&nonce&redirect&sign; the page shows whom it signs in
 * (oa/oaAuthDetail/v3), hands the ticket to login/oaLogin and lands on the ticket's route (an
 * in-app route only) or home. A refusal stays on the page in the server's words.
 */
import { useEffect, useRef, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import type { OaAuthDetail, OaLoginReq, OaLoginRes } from '../../../types/api/oa'
import { isApiError, isCancelled } from '../../core/errors'
import { oaTicketOf } from '../../domain/oa-sign-in'
import { t } from '../../i18n'
import { http } from '../../stores'
import { completeSignIn } from './api'
import { decodeParam, type RawParams } from './params'
import '@/i18n/ns/oa'

/** The ticket of /callback4Oa's parameters, or null when one is missing or malformed. */
export const parseOaTicket = (p: RawParams): OaLoginReq | null => oaTicketOf(Object.fromEntries(Object.entries(p).map(([k, v]) => [k, decodeParam(v)])))

const oaAuthDetail = (company: string): Promise<OaAuthDetail | null> => http.call('oa/oaAuthDetail/v3', { Company: company }, { silent: true, parallel: true })
const oaLogin = (ticket: OaLoginReq): Promise<OaLoginRes> => http.call('login/oaLogin', ticket, { loading: true })

export type OaPhase = { kind: 'signingIn'; detail: OaAuthDetail | null } | { kind: 'refused'; message: string }

/** The line the page shows while it signs in: the company and its OA system once known. */
export function signingInLine(detail: OaAuthDetail | null): string {
  if (detail?.CompanyName && detail.OaName) return t('oa:callback.from', { company: detail.CompanyName, oa: detail.OaName })
  if (detail?.CompanyName) return t('oa:callback.fromCompany', { company: detail.CompanyName })
  return t('auth:callback.signingIn')
}

/** Runs the sign-in once per mounted page; answers what the page shows. */
export function useOaSignIn(): OaPhase {
  const { params } = useRouter()
  const [phase, setPhase] = useState<OaPhase>({ kind: 'signingIn', detail: null })
  const ran = useRef(false)
  useEffect(() => {
    if (ran.current) return
    ran.current = true
    const ticket = parseOaTicket(params as RawParams)
    if (!ticket) {
      setPhase({ kind: 'refused', message: t('oa:callback.invalidLink') })
      return
    }
    void oaAuthDetail(ticket.Company).then(
      (detail) => setPhase((p) => (p.kind === 'signingIn' ? { kind: 'signingIn', detail } : p)),
      () => undefined,
    )
    oaLogin(ticket)
      .then((res) => completeSignIn(res, { to: res.Redirect || 'home' }))
      .catch((e: unknown) => {
        if (isCancelled(e)) return
        setPhase({ kind: 'refused', message: isApiError(e) && e.kind === 'server' && e.message ? e.message : t('errors:systemBusy') })
      })
  }, [params])
  return phase
}
