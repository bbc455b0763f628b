import { ErrorCode } from '../../../types/api/errors'
import { ApiError } from '../../../src/core/errors'
import { emailLoginRefusal, validateEmailLogin } from '../../../src/features/auth/email-code'
import { checkScanCode } from '../../../src/features/auth/scan-confirm'
import { codeFromScan, scanRefusalOf } from '../../../src/features/auth/scan-api'

const refused = (code: number, resultData: unknown = null) =>
  new ApiError('server', 'p', code, 'x', true, { IsSuccess: false, ErrorCode: code, ErrMsg: 'x', RedirectUrl: '', ResultData: resultData } as never)

describe('e-mail code sign-in', () => {
  it('checks the e-mail, the code once asked for, and the agreement', () => {
    expect(validateEmailLogin({ email: '', code: '', fetched: false, agreed: false })).toEqual({
      email: { key: 'validation:email.required' },
      code: expect.objectContaining({ key: expect.any(String) }),
      agreement: expect.objectContaining({ key: expect.any(String) }),
    })
    expect(validateEmailLogin({ email: 'a@b.cn', code: '123456', fetched: true, agreed: true })).toEqual({})
  })

  it('puts each refusal under its field', () => {
    expect(emailLoginRefusal(refused(ErrorCode.NotFound))).toEqual({ field: 'email', message: { key: 'auth:emailCode.unknownEmail' } })
    expect(emailLoginRefusal(refused(ErrorCode.CodeInvalid, { Reason: 'Wrong' }))).toEqual({ field: 'code', message: { key: 'auth:emailCode.codeWrong' } })
    expect(emailLoginRefusal(refused(ErrorCode.CodeInvalid, { Reason: 'Expired' }))).toEqual({ field: 'code', message: { key: 'auth:emailCode.codeExpired' } })
    expect(emailLoginRefusal(refused(ErrorCode.TooManyCodes))).toBeNull()
    expect(emailLoginRefusal(new Error('x'))).toBeNull()
  })
})

describe('scan to sign in, the phone', () => {
  it('takes the code from the QR link or as typed', () => {
    expect(codeFromScan('https://travel.example/#/scanLogin?code=K7QF-3MZP')).toBe('K7QF3MZP')
    expect(codeFromScan('https://travel.example/#/scanLogin?x=1&code=k7qf%203mzp')).toBe('K7QF3MZP')
    expect(codeFromScan(' k7qf-3mzp ')).toBe('K7QF3MZP')
  })

  it('asks for 8 letters and digits', () => {
    expect(checkScanCode('')).toEqual({ key: 'auth:scan.codeRequired' })
    expect(checkScanCode('K7QF-3MZ')).toEqual({ key: 'auth:scan.codeFormat' })
    expect(checkScanCode('k7qf 3mzp')).toBeUndefined()
  })

  it('says why a code cannot be used', () => {
    expect(scanRefusalOf(refused(ErrorCode.CodeInvalid))).toBe('unknown')
    expect(scanRefusalOf(refused(ErrorCode.LinkExpired, { Status: 'Expired' }))).toBe('errExpired')
    expect(scanRefusalOf(refused(ErrorCode.LinkExpired, { Status: 'Declined' }))).toBe('errDeclined')
    expect(scanRefusalOf(refused(ErrorCode.LinkExpired, { Status: 'Used' }))).toBe('errUsed')
    expect(scanRefusalOf(refused(ErrorCode.NoPermission))).toBeNull()
  })
})
