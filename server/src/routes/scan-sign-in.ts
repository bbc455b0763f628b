/** Scan to sign in (services/scan-sign-in): the asking browser's calls and the confirming phone's. */
import { Type } from '@sinclair/typebox'
import * as S from '../../../types/api/scan-sign-in'
import { defineDomain } from '../http/call'
import { createScanCode, decideScanCode, pollScanCode, scanCodeInfo, SCAN_CODE_TTL_SECONDS, SCAN_POLLS_PER_MINUTE } from '../services/scan-sign-in/service'

export default defineDomain('scanSignIn', 'Scan to sign in: a browser shows a code, a signed-in phone confirms it', (call) => {
  call('Login/CreateScanCode', {
    summary: 'A browser asks for a sign-in code to show as a QR code',
    description: `The code lives ${SCAN_CODE_TTL_SECONDS} s and is good for one sign-in; the Secret, which only this browser receives, is needed to poll it.`,
    auth: 'none',
    limit: 'codes',
    body: S.CreateScanCodeReq,
    result: S.CreateScanCodeRes,
    handle: (body, ctx) => createScanCode(ctx, body),
  })

  call('Login/PollScanCode', {
    summary: "The browser asks how its code stands; once a phone confirmed it, the answer carries the phone account's session",
    description: `Without the code's Secret: 1005. The session is handed out once; a poll after it: 1020 (Status Used). At most ${SCAN_POLLS_PER_MINUTE} polls per code and minute (1012).`,
    auth: 'none',
    body: S.PollScanCodeReq,
    result: S.PollScanCodeRes,
    handle: (body, ctx) => pollScanCode(ctx, body),
  })

  call('Login/GetScanCodeInfo', {
    summary: 'The signed-in phone read a code: who and where asks (browser, system, time zone, network, time)',
    description: 'Unknown code: 1007 (counted as a failed sign-in of the address). Expired, used or declined: 1020 with ResultData { Status }.',
    auth: 'required',
    limit: 'signIn',
    body: S.ScanCodeReq,
    result: S.ScanCodeInfoRes,
    handle: (body, ctx) => scanCodeInfo(ctx, body.Code),
  })

  call('Login/DecideScanCode', {
    summary: "The signed-in phone confirms (the browser signs in as the caller's account) or declines a code",
    description: 'Refusals as Login/GetScanCodeInfo.',
    auth: 'required',
    limit: 'signIn',
    body: S.DecideScanCodeReq,
    result: Type.Null(),
    handle: (body, ctx) => decideScanCode(ctx, body),
  })
})
