import { draftOf, trimmed } from '@/domain/draft'

describe('a record and its form draft', () => {
  const EMPTY = { Name: '', Mobile: '', IsDefault: false }

  it('takes each field of the draft from the record, the empty value where it has none', () => {
    expect(draftOf(EMPTY, { AddressId: 7, Name: '张伟', Mobile: null, IsDefault: true })).toEqual({ Name: '张伟', Mobile: '', IsDefault: true })
    expect(draftOf(EMPTY, null)).toEqual(EMPTY)
  })

  it('sends the texts trimmed and the rest as it is', () => {
    expect(trimmed({ Name: ' 张伟 ', Mobile: '138 ', IsDefault: true, Level: 3 })).toEqual({ Name: '张伟', Mobile: '138', IsDefault: true, Level: 3 })
  })
})
