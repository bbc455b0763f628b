/**
 * Sign-in, registration, codes and passwords (docs/server-calls.md "Login and session" and the user/ password
 * calls). Each request schema is the source of its TS type (`Static<typeof X>`); the reference
 * server validates bodies with the same schemas. The client imports these types only.
 */
import { Type, type Static } from '@sinclair/typebox'

const text = (max: number, description?: string) => Type.String({ maxLength: max, ...(description ? { description } : {}) })
const required = (max: number, description?: string) => Type.String({ minLength: 1, maxLength: max, ...(description ? { description } : {}) })

export const LoginTypeSchema = Type.Union([Type.Literal(1), Type.Literal(2)], {
  description: '1 = unit (company) account, 2 = personal account',
})

const Mobile = required(20, 'Digits only: 11 digits starting with 1 for +86, otherwise the national number')
const MobileCountryCode = Type.Optional(text(5, "Country calling code without '+', e.g. '86'; empty or absent = 86"))
const Email = required(100)
const VerifyCode = required(8, 'The 6-digit code received by SMS or e-mail')
const NewPassword = required(64, '8-20 letters and digits with at least one letter and one digit (checked by the server)')

// Answers shared by several calls.

export const LoginRes = Type.Object({
  /** Send it as the Token header of every later call. */
  Token: Type.String(),
  LoginType: LoginTypeSchema,
  /** ISO-8601 UTC; after it the server answers 102. */
  ExpiresAt: Type.String({ description: 'ISO-8601 UTC' }),
})
export type LoginRes = Static<typeof LoginRes>

export const SentCodeRes = Type.Object({
  /** Where the code went, masked: '+86 138****0001' or 'zh***@example.com'. */
  MaskedTarget: Type.String(),
  ExpiresInSeconds: Type.Integer(),
  /** Only when the server runs with DEMO_SMS_ECHO=1 (demo and browser tests): the code itself. */
  DevCode: Type.Optional(Type.String()),
})
export type SentCodeRes = Static<typeof SentCodeRes>

export const NoParamsReq = Type.Object({}, { description: 'No parameters: send {}' })

// Login/...

export const UserLoginReq = Type.Object({
  UserName: required(64),
  Password: required(64),
  /** Default 1 (unit account). */
  LoginType: Type.Optional(LoginTypeSchema),
  /** Required after 3 wrong passwords for this user name (ErrorCode 1009): from Login/GetVerifyCodeV2. */
  VerifyCodeId: Type.Optional(text(64)),
  VerifyCode: Type.Optional(text(8)),
})
export type UserLoginReq = Static<typeof UserLoginReq>

export const CheckUserNameReq = Type.Object({ UserName: required(64) })
export type CheckUserNameReq = Static<typeof CheckUserNameReq>
export const CheckUserNameRes = Type.Object({
  Exists: Type.Boolean(),
  /** The next sign-in of this user name needs the image code. */
  NeedVerifyCode: Type.Boolean(),
  HasPersonalAccount: Type.Boolean(),
})
export type CheckUserNameRes = Static<typeof CheckUserNameRes>

export const GetVerifyCodeReq = Type.Object({ UserName: required(64) })
export type GetVerifyCodeReq = Static<typeof GetVerifyCodeReq>
export const GetVerifyCodeRes = Type.Object({
  VerifyCodeId: Type.String(),
  /** data:image/svg+xml;base64,... */
  VerifyCodeImage: Type.String(),
  ExpiresInSeconds: Type.Integer(),
  DevCode: Type.Optional(Type.String()),
})
export type GetVerifyCodeRes = Static<typeof GetVerifyCodeRes>

/** Sends a sign-in code by SMS (Mobile) or by e-mail (Email); exactly one of the two. */
export const GetPhoneVerifyCodeReq = Type.Object({
  Mobile: Type.Optional(Mobile),
  MobileCountryCode,
  Email: Type.Optional(Email),
})
export type GetPhoneVerifyCodeReq = Static<typeof GetPhoneVerifyCodeReq>

export const SignInWithPhoneVerifyCodeReq = Type.Object({
  Mobile,
  MobileCountryCode,
  VerifyCode,
  LoginType: Type.Optional(LoginTypeSchema),
})
export type SignInWithPhoneVerifyCodeReq = Static<typeof SignInWithPhoneVerifyCodeReq>

export const SignInWithVerifyCodeReq = Type.Object({
  Email,
  VerifyCode,
  LoginType: Type.Optional(LoginTypeSchema),
})
export type SignInWithVerifyCodeReq = Static<typeof SignInWithVerifyCodeReq>

/** Switches the signed-in person between unit and personal account; the old token stops working. */
export const ToggleAppReq = Type.Object({
  /** Target account type; absent = the other one. */
  LoginType: Type.Optional(LoginTypeSchema),
})
export type ToggleAppReq = Static<typeof ToggleAppReq>

export const AddRegisterCompanyReq = Type.Object({
  CompanyName: Type.String({ minLength: 2, maxLength: 100 }),
  CompanyNameEn: Type.Optional(text(200)),
  /** The administrator's name. */
  ContactName: required(40),
  Mobile,
  MobileCountryCode,
  Email,
  /** The administrator's sign-in name: 4-32 letters, digits or . _ - @. */
  UserName: required(32),
  Password: NewPassword,
  /** The 6-digit code sent to Mobile by mobileverification/sendMobileVerificationCode with Purpose 'Register'. */
  VerifyCode: Type.String({
    pattern: '^[0-9]{6}$',
    description: "The 6-digit SMS code from mobileverification/sendMobileVerificationCode with Purpose 'Register', sent to this Mobile",
  }),
})
export type AddRegisterCompanyReq = Static<typeof AddRegisterCompanyReq>
export const AddRegisterCompanyRes = Type.Object({
  CompanyCode: Type.String(),
  CompanyName: Type.String(),
  /** The new administrator is signed in at once. */
  Token: Type.String(),
  LoginType: LoginTypeSchema,
  ExpiresAt: Type.String(),
})
export type AddRegisterCompanyRes = Static<typeof AddRegisterCompanyRes>

/**
 * A phone check code by SMS. Purpose 'MobileCheck' (default, signed in): to the signed-in person's
 * phone (default: their own number), at most 3 per user or phone per day. Purpose 'Register'
 * (no token needed): to Mobile, which no account may use yet, for addRegisterCompany; at most 3
 * per phone per day.
 */
export const SendMobileVerificationCodeReq = Type.Object({
  Mobile: Type.Optional(Mobile),
  MobileCountryCode,
  /** Absent = 'MobileCheck'. */
  Purpose: Type.Optional(
    Type.Union([Type.Literal('MobileCheck'), Type.Literal('Register')], {
      description: "'MobileCheck' (default): a signed-in phone check; 'Register': the company registration code, no token, Mobile required",
    }),
  ),
})
export type SendMobileVerificationCodeReq = Static<typeof SendMobileVerificationCodeReq>

// user/... passwords

/** forgetPasswordEmail: code to the account's e-mail. */
export const GetForgotPasswordCodeReq = Type.Object({ Email })
export type GetForgotPasswordCodeReq = Static<typeof GetForgotPasswordCodeReq>

/** forgetPasswordStep1: code by SMS to the account's phone. */
export const GetForgotPasswordVerificationCodeReq = Type.Object({ Mobile, MobileCountryCode })
export type GetForgotPasswordVerificationCodeReq = Static<typeof GetForgotPasswordVerificationCodeReq>

/** forgetPasswordStep2: checks the SMS code and hands out a ticket for step 3. */
export const CheckVerificationCodeReq = Type.Object({ Mobile, MobileCountryCode, VerifyCode })
export type CheckVerificationCodeReq = Static<typeof CheckVerificationCodeReq>
export const CheckVerificationCodeRes = Type.Object({
  ResetTicket: Type.String(),
  ExpiresInSeconds: Type.Integer(),
})
export type CheckVerificationCodeRes = Static<typeof CheckVerificationCodeRes>

/** forgetPasswordStep3. */
export const ResetPasswordReq = Type.Object({ ResetTicket: required(128), NewPassword })
export type ResetPasswordReq = Static<typeof ResetPasswordReq>

export const ModifyPasswordByEmailReq = Type.Object({ Email, VerifyCode, NewPassword })
export type ModifyPasswordByEmailReq = Static<typeof ModifyPasswordByEmailReq>

/** Signed in: change the own password; other sessions of the account are signed out. */
export const ModifyPasswordReq = Type.Object({ OldPassword: required(64), NewPassword })
export type ModifyPasswordReq = Static<typeof ModifyPasswordReq>

export type NoParamsReq = Static<typeof NoParamsReq>

export type AuthCalls = {
  'Login/UserLogin/v2': { req: UserLoginReq; res: LoginRes }
  'Login/CheckUserName': { req: CheckUserNameReq; res: CheckUserNameRes }
  'Login/GetVerifyCodeV2': { req: GetVerifyCodeReq; res: GetVerifyCodeRes }
  'Login/GetPhoneVerifyCode': { req: GetPhoneVerifyCodeReq; res: SentCodeRes }
  'Login/SignInWithPhoneVerifyCode': { req: SignInWithPhoneVerifyCodeReq; res: LoginRes }
  'Login/SignInWithVerifyCode': { req: SignInWithVerifyCodeReq; res: LoginRes }
  'Login/ToggleApp': { req: ToggleAppReq; res: LoginRes }
  'personalapi/systeminfo/addRegisterCompany': { req: AddRegisterCompanyReq; res: AddRegisterCompanyRes }
  'mobileverification/sendMobileVerificationCode': { req: SendMobileVerificationCodeReq; res: SentCodeRes }
  'user/logout': { req: NoParamsReq; res: null }
  'user/getForgotPasswordCode/v2': { req: GetForgotPasswordCodeReq; res: SentCodeRes }
  'user/getForgotPasswordVerificationCode': { req: GetForgotPasswordVerificationCodeReq; res: SentCodeRes }
  'user/checkVerificationCode': { req: CheckVerificationCodeReq; res: CheckVerificationCodeRes }
  'user/modifyPasswordByEmail/v2': { req: ModifyPasswordByEmailReq; res: null }
  'user/resetPassword/v2': { req: ResetPasswordReq; res: null }
  'user/modifyPassword': { req: ModifyPasswordReq; res: null }
}
