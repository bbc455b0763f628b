/** Sign-in, registration, codes and passwords. Handlers only route to services. */
import { Type } from '@sinclair/typebox'
import { LOGIN_TYPES } from '../../../types/api'
import * as A from '../../../types/api/auth'
import { fail } from '../errors'
import { defineDomain } from '../http/call'
import type { CallContext } from '../http/context'
import {
  checkEmail,
  checkMobile,
  checkPasswordPolicy,
  maskEmail,
  maskPhone,
  normalizeCountryCode,
  normalizeEmail,
  phoneTarget,
  userNameKey,
} from '../lib/contact'
import {
  accountById,
  CAPTCHA_AFTER_FAILURES,
  failureCount,
  findByEmail,
  findByMobile,
  findByUserName,
  loginWithPassword,
  startSession,
  type AccountRow,
} from '../services/accounts'
import { CAPTCHA_TTL_SECONDS, createCaptcha } from '../services/captcha'
import { issueCode, issueResetTicket, redeemResetTicket, RESET_TICKET_TTL_SECONDS, verifyCode, type CodePurpose } from '../services/codes'
import { changeOwnPassword, resetPassword } from '../services/credentials'
import { registerCompany } from '../services/registration'
import { revokeSession } from '../services/sessions'
import { equal } from '../db/match'

/** A phone of the request, normalised and checked, with the account it belongs to (404 when none). */
async function accountByPhone(ctx: CallContext, mobile: string, countryCodeRaw: string | undefined) {
  const countryCode = normalizeCountryCode(countryCodeRaw)
  checkMobile(mobile, countryCode)
  const account = await findByMobile(ctx.db, countryCode, mobile)
  if (!account) throw fail.notFound('accountNotFound')
  return { account, target: phoneTarget(countryCode, mobile), masked: maskPhone(countryCode, mobile) }
}

async function accountByEmail(ctx: CallContext, emailRaw: string) {
  const email = normalizeEmail(emailRaw)
  checkEmail(email)
  const account = await findByEmail(ctx.db, email)
  if (!account) throw fail.notFound('accountNotFound')
  return { account, target: email, masked: maskEmail(email) }
}

function sendTo(ctx: CallContext, purpose: CodePurpose, channel: 'sms' | 'email', found: { account: AccountRow; target: string; masked: string }) {
  return issueCode(ctx.deps, {
    purpose,
    channel,
    target: found.target,
    maskedTarget: found.masked,
    userId: found.account.id,
    companyId: found.account.company_id,
  })
}

/** The account a verified code was sent for; it must still be the one owning the address. */
async function codeAccount(ctx: CallContext, purpose: CodePurpose, found: { account: AccountRow; target: string }, code: string) {
  const { userId } = await verifyCode(ctx.deps, purpose, found.target, code)
  if (userId !== found.account.id) throw fail.notFound('accountNotFound')
  return found.account
}

export default defineDomain('auth', 'Sign-in, registration, verification codes and passwords', (call) => {
  call('Login/UserLogin/v2', {
    summary: 'Sign in with user name and password',
    description:
      'After 3 wrong passwords for a user name, the next attempts need VerifyCodeId and VerifyCode from Login/GetVerifyCodeV2 (ErrorCode 1009 otherwise). Wrong credentials: 1002 with ResultData { NeedVerifyCode }.',
    auth: 'none',
    limit: 'signIn',
    body: A.UserLoginReq,
    result: A.LoginRes,
    handle: (body, ctx) => loginWithPassword(ctx.deps, body),
  })

  call('Login/CheckUserName', {
    summary: 'Whether a user name exists and whether its sign-in needs the image code',
    auth: 'none',
    limit: 'signIn',
    body: A.CheckUserNameReq,
    result: A.CheckUserNameRes,
    async handle(body, ctx) {
      const account = await findByUserName(ctx.db, body.UserName)
      return {
        Exists: account !== undefined,
        NeedVerifyCode: (await failureCount(ctx.deps, userNameKey(body.UserName))) >= CAPTCHA_AFTER_FAILURES,
        HasPersonalAccount: account?.has_personal_account === 1,
      }
    },
  })

  call('Login/GetVerifyCodeV2', {
    summary: 'Image code (SVG data URL) for a sign-in after repeated wrong passwords',
    description: 'Each image is good for one sign-in attempt and 5 minutes.',
    auth: 'none',
    body: A.GetVerifyCodeReq,
    result: A.GetVerifyCodeRes,
    async handle(body, ctx) {
      const captcha = await createCaptcha(ctx.deps, userNameKey(body.UserName))
      return {
        VerifyCodeId: captcha.id,
        VerifyCodeImage: captcha.image,
        ExpiresInSeconds: CAPTCHA_TTL_SECONDS,
        ...(ctx.deps.config.demoSmsEcho ? { DevCode: captcha.code } : {}),
      }
    },
  })

  call('Login/GetPhoneVerifyCode', {
    summary: 'Send a sign-in code by SMS (Mobile) or e-mail (Email)',
    description: 'At most 3 codes per account and address per day (1006). The account must exist (1005).',
    auth: 'none',
    limit: 'codes',
    body: A.GetPhoneVerifyCodeReq,
    result: A.SentCodeRes,
    async handle(body, ctx) {
      if (body.Mobile && !body.Email) return sendTo(ctx, 'LoginSms', 'sms', await accountByPhone(ctx, body.Mobile, body.MobileCountryCode))
      if (body.Email && !body.Mobile) return sendTo(ctx, 'LoginEmail', 'email', await accountByEmail(ctx, body.Email))
      throw fail.validation('mobileOrEmailRequired')
    },
  })

  call('Login/SignInWithPhoneVerifyCode', {
    summary: 'Sign in with an SMS code',
    auth: 'none',
    limit: 'signIn',
    body: A.SignInWithPhoneVerifyCodeReq,
    result: A.LoginRes,
    async handle(body, ctx) {
      const account = await codeAccount(ctx, 'LoginSms', await accountByPhone(ctx, body.Mobile, body.MobileCountryCode), body.VerifyCode)
      return startSession(ctx.deps, account, body.LoginType)
    },
  })

  call('Login/SignInWithVerifyCode', {
    summary: 'Sign in with an e-mail code',
    auth: 'none',
    limit: 'signIn',
    body: A.SignInWithVerifyCodeReq,
    result: A.LoginRes,
    async handle(body, ctx) {
      const account = await codeAccount(ctx, 'LoginEmail', await accountByEmail(ctx, body.Email), body.VerifyCode)
      return startSession(ctx.deps, account, body.LoginType)
    },
  })

  call('Login/ToggleApp', {
    summary: 'Switch between unit and personal account; returns a new token, the old one stops working',
    description: 'Without a personal account: 1003.',
    auth: 'required',
    body: A.ToggleAppReq,
    result: A.LoginRes,
    async handle(body, ctx) {
      const target = body.LoginType ?? (ctx.caller.loginType === LOGIN_TYPES.Unit ? LOGIN_TYPES.Personal : LOGIN_TYPES.Unit)
      const account = await accountById(ctx.db, ctx.caller.companyId, ctx.caller.userId)
      const session = await startSession(ctx.deps, account, target)
      await revokeSession(ctx.deps, ctx.caller.tokenHash)
      return session
    },
  })

  call('personalapi/systeminfo/addRegisterCompany', {
    summary: 'Register a company with its first administrator (signed in at once)',
    description:
      "User name, company name, phone and e-mail must be new (1008). VerifyCode is the code that mobileverification/sendMobileVerificationCode with Purpose 'Register' sent to Mobile: checked after the other fields, before anything is created; wrong, expired or already used: 1007.",
    auth: 'none',
    limit: 'register',
    body: A.AddRegisterCompanyReq,
    result: A.AddRegisterCompanyRes,
    handle: (body, ctx) => registerCompany(ctx.deps, body),
  })

  call('mobileverification/sendMobileVerificationCode', {
    summary: "Send a phone check code: the signed-in person's phone (MobileCheck) or a registering administrator's (Register)",
    description:
      "Purpose 'MobileCheck' (default) needs a token (101): default the own phone, at most 3 codes per user or phone per day (1006); later calls that need a fresh phone check consume the code. Purpose 'Register' needs no token: Mobile is required and must not belong to an account yet (1008), at most 3 codes per phone per day (1006); personalapi/systeminfo/addRegisterCompany consumes the code.",
    auth: 'optional',
    limit: 'codes',
    body: A.SendMobileVerificationCodeReq,
    result: A.SentCodeRes,
    async handle(body, ctx) {
      if (body.Purpose === 'Register') {
        if (!body.Mobile) throw fail.validation('vRequired', { field: 'Mobile' })
        const countryCode = normalizeCountryCode(body.MobileCountryCode)
        checkMobile(body.Mobile, countryCode)
        if (await findByMobile(ctx.db, countryCode, body.Mobile)) throw fail.alreadyExists('mobileTaken')
        // Nobody's yet: counted per phone only, whoever asks (a token, if any, changes nothing).
        return issueCode(ctx.deps, {
          purpose: 'Register',
          channel: 'sms',
          target: phoneTarget(countryCode, body.Mobile),
          maskedTarget: maskPhone(countryCode, body.Mobile),
          userId: null,
          companyId: null,
        })
      }
      const caller = ctx.requireCaller()
      const person = await ctx.db
        .selectFrom('persons')
        .select(['mobile', 'mobile_country_code'])
        .where((eb) => equal(eb, { id: caller.personId, company_id: caller.companyId }))
        .executeTakeFirstOrThrow()
      const mobile = body.Mobile ?? person.mobile
      if (!mobile) throw fail.validation('vRequired', { field: 'Mobile' })
      const countryCode = normalizeCountryCode(body.Mobile ? body.MobileCountryCode : person.mobile_country_code)
      checkMobile(mobile, countryCode)
      return issueCode(ctx.deps, {
        purpose: 'MobileCheck',
        channel: 'sms',
        target: phoneTarget(countryCode, mobile),
        maskedTarget: maskPhone(countryCode, mobile),
        userId: caller.userId,
        companyId: caller.companyId,
      })
    },
  })

  call('user/logout', {
    summary: 'Sign out: the token stops working',
    auth: 'required',
    body: A.NoParamsReq,
    result: Type.Null(),
    async handle(_body, ctx) {
      await revokeSession(ctx.deps, ctx.caller.tokenHash)
      return null
    },
  })

  call('user/getForgotPasswordCode/v2', {
    summary: "Forgotten password by e-mail: send a code to the account's e-mail",
    auth: 'none',
    limit: 'codes',
    body: A.GetForgotPasswordCodeReq,
    result: A.SentCodeRes,
    handle: async (body, ctx) => sendTo(ctx, 'ForgotEmail', 'email', await accountByEmail(ctx, body.Email)),
  })

  call('user/getForgotPasswordVerificationCode', {
    summary: "Forgotten password by phone (step 1): send a code to the account's phone",
    auth: 'none',
    limit: 'codes',
    body: A.GetForgotPasswordVerificationCodeReq,
    result: A.SentCodeRes,
    handle: async (body, ctx) => sendTo(ctx, 'ForgotSms', 'sms', await accountByPhone(ctx, body.Mobile, body.MobileCountryCode)),
  })

  call('user/checkVerificationCode', {
    summary: 'Forgotten password by phone (step 2): check the code, get a reset ticket for step 3',
    auth: 'none',
    limit: 'signIn',
    body: A.CheckVerificationCodeReq,
    result: A.CheckVerificationCodeRes,
    async handle(body, ctx) {
      const account = await codeAccount(ctx, 'ForgotSms', await accountByPhone(ctx, body.Mobile, body.MobileCountryCode), body.VerifyCode)
      return { ResetTicket: await issueResetTicket(ctx.deps, account.id, account.company_id), ExpiresInSeconds: RESET_TICKET_TTL_SECONDS }
    },
  })

  call('user/modifyPasswordByEmail/v2', {
    summary: 'Forgotten password by e-mail: set a new password with the e-mail code',
    description: 'Signs the account out everywhere.',
    auth: 'none',
    body: A.ModifyPasswordByEmailReq,
    result: Type.Null(),
    async handle(body, ctx) {
      // Policy first, so that a rejected password does not spend the code.
      checkPasswordPolicy(body.NewPassword)
      const account = await codeAccount(ctx, 'ForgotEmail', await accountByEmail(ctx, body.Email), body.VerifyCode)
      await resetPassword(ctx.deps, account.id, body.NewPassword)
      return null
    },
  })

  call('user/resetPassword/v2', {
    summary: 'Forgotten password by phone (step 3): set a new password with the reset ticket',
    description: 'Signs the account out everywhere.',
    auth: 'none',
    body: A.ResetPasswordReq,
    result: Type.Null(),
    async handle(body, ctx) {
      checkPasswordPolicy(body.NewPassword)
      const userId = await redeemResetTicket(ctx.deps, body.ResetTicket)
      await resetPassword(ctx.deps, userId, body.NewPassword)
      return null
    },
  })

  call('user/modifyPassword', {
    summary: 'Change the own password',
    description: 'Wrong old password: 1002. Other sessions of the account are signed out; this one stays.',
    auth: 'required',
    body: A.ModifyPasswordReq,
    result: Type.Null(),
    async handle(body, ctx) {
      await changeOwnPassword(ctx.deps, ctx.caller, body.OldPassword, body.NewPassword)
      return null
    },
  })
})
