// The invoice title form (/personal/invoice/headers): a registration phone or bank account that is
// not one is said under its field and nothing is sent; a good account is sent without its spaces.
import TestUtils from '@tarojs/test-utils-react'
import type { InvoiceHeaderSaveReq } from '@api/invoice'
import HeaderSheet from '@/features/invoice/components/header-sheet'
import { useTestLanguage } from './i18n'
import { byTestId, flush, inputIn, settle, tap, type } from './form-helpers'

const TAX_ID = '91110000100006485K'
const errorOf = (row: string) => byTestId(row)?.querySelector('.form-row__error')?.textContent ?? null

let mounted: TestUtils | null = null
afterEach(() => {
  mounted?.unmout()
  mounted = null
})

async function open(sent: InvoiceHeaderSaveReq[], lang: 'zh-CN' | 'en' = 'zh-CN') {
  useTestLanguage(lang)
  const utils = new TestUtils()
  mounted = utils
  await utils.mount(() => <HeaderSheet header={null} onSave={async (req) => void sent.push(req)} onClose={() => undefined} />, {})
  await flush()
  await settle()
  await type('hf-Title', '恒远科技有限公司')
  await type('hf-TaxId', TAX_ID)
}

describe('HeaderSheet: registration phone and bank account', () => {
  it('says what is wrong under each field, sends nothing and keeps what was typed', async () => {
    const sent: InvoiceHeaderSaveReq[] = []
    await open(sent)
    await type('hf-Phone', 'abc!!')
    await type('hf-BankAccount', '-12,ab')
    await tap(byTestId('header-save'))
    expect(sent).toEqual([])
    expect(errorOf('hf-Phone')).toBe('注册电话只能包含数字、空格、连字符、括号和开头的 +')
    expect(errorOf('hf-BankAccount')).toBe('银行账号只能包含数字和空格')
    expect(inputIn('hf-Phone').value).toBe('abc!!')
    expect(inputIn('hf-BankAccount').value).toBe('-12,ab')
  })

  it('says the digit range in English', async () => {
    const sent: InvoiceHeaderSaveReq[] = []
    await open(sent, 'en')
    await type('hf-Phone', '123-45')
    await type('hf-BankAccount', '1234 567')
    await tap(byTestId('header-save'))
    expect(sent).toEqual([])
    expect(errorOf('hf-Phone')).toBe('The registered phone has 7 to 20 digits.')
    expect(errorOf('hf-BankAccount')).toBe('The account number has 8 to 30 digits.')
  })

  it('sends a good phone as typed and the account without spaces', async () => {
    const sent: InvoiceHeaderSaveReq[] = []
    await open(sent)
    await type('hf-Phone', '010-8888 6666')
    await type('hf-BankAccount', '6222 0210 0112 3456')
    await tap(byTestId('header-save'))
    expect(sent).toHaveLength(1)
    expect([sent[0].Phone, sent[0].BankAccount]).toEqual(['010-8888 6666', '6222021001123456'])
    expect(errorOf('hf-Phone')).toBeNull()
  })
})
