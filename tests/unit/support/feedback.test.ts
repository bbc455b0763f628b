// The feedback rule on the client (as the server applies it) and the server's field message put under the field.
import { ApiError } from '@/core/errors'
import { fieldMessage } from '@/features/support/api'
import { feedbackProblem, textLength } from '@/features/support/rules'

describe('feedback text', () => {
  it.each([
    ['', 'tooShort'],
    ['short', 'tooShort'],
    ['   seven  ', 'tooShort'],
    ['1234567', 'tooShort'],
    ['12345678', null],
    ['太短了', 'tooShort'],
    ['希望增加更多酒店', null],
    ['😀😀😀😀😀😀😀', 'tooShort'],
    ['😀😀😀😀😀😀😀😀', null],
    ['x'.repeat(500), null],
    ['x'.repeat(501), 'tooLong'],
  ])('%j is %s', (text, problem) => {
    expect(feedbackProblem(text)).toBe(problem)
  })

  it('counts characters as a person does', () => {
    expect(textLength('😀a中')).toBe(3)
  })
})

describe('the server’s message of a field', () => {
  const refused = (message: string, code = 1001) => new ApiError('server', 'complaintAndSuggestion/submit', code, message, true)
  it('takes the text after the field name, in either colon', () => {
    expect(fieldMessage(refused('Content: write at least 8 characters.'), 'Content')).toBe('write at least 8 characters.')
    expect(fieldMessage(refused('Content：请至少输入8个字'), 'Content')).toBe('请至少输入8个字')
  })
  it('is null for another field, another code or a transport failure', () => {
    expect(fieldMessage(refused('FileIds: unknown'), 'Content')).toBeNull()
    expect(fieldMessage(refused('Content: no', 1003), 'Content')).toBeNull()
    expect(fieldMessage(new ApiError('transport', 'x', 0, 'Content: x', true), 'Content')).toBeNull()
    expect(fieldMessage(new Error('Content: x'), 'Content')).toBeNull()
  })
})
