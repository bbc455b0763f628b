import { base64Of, csvTemplateBase64, utf8Bytes } from '@/domain/csv-template'

const decode = (b64: string) => Buffer.from(b64, 'base64').toString('utf8')

describe('an import template', () => {
  it('encodes UTF-8 and base64 as Node does', () => {
    for (const s of ['', 'a', 'ab', 'abc', '中文姓名', 'é€😀', 'ChName,中文姓名\r\n'])
      expect(base64Of(utf8Bytes(s))).toBe(Buffer.from(s, 'utf8').toString('base64'))
  })

  it('is the header row with a BOM, fields quoted as CSV needs', () => {
    expect(
      decode(
        csvTemplateBase64([
          ['ChName', 'Mobile'],
          ['张伟', 'a,"b"'],
        ]),
      ),
    ).toBe('\uFEFFChName,Mobile\r\n张伟,"a,""b"""\r\n')
  })
})
