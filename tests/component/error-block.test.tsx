// The kit's error state: a failure a retry may mend offers the retry; a refusal that no retry
// can change (the thing is gone, the user may not see it) says so and leads home instead.
import TestUtils from '@tarojs/test-utils-react'
import { ErrorBlock } from '@/components/ui/states'
import { ApiError } from '@/core/errors'
import { ErrorCode } from '@api/errors'
import { byTestId, flush } from './form-helpers'
import { useTestLanguage } from './i18n'

describe('ErrorBlock', () => {
  useTestLanguage('zh-CN')
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })

  test.each([
    ['no error given', undefined, '加载失败', 'retry'],
    ['a network failure', new ApiError('transport', 'x/get', 0, 'timeout', true), '加载失败', 'retry'],
    ['a server refusal a retry may change', new ApiError('server', 'x/get', 1008, 'busy', true), '加载失败', 'retry'],
    ['a thing that no longer exists', new ApiError('server', 'x/get', ErrorCode.NotFound, '数据不存在或已删除', true), '内容不存在或已被删除', 'back-home'],
    ['a page the user may not see', new ApiError('server', 'x/get', ErrorCode.NoPermission, '您没有此操作的权限', true), '你没有查看此页面的权限', 'back-home'],
  ])('%s', async (_, error, text, action) => {
    mounted = new TestUtils()
    await mounted.mount(() => <ErrorBlock onRetry={() => undefined} error={error} testId="err" />, {})
    await flush()
    expect(byTestId('err')!.textContent).toContain(text)
    expect(byTestId(action)).not.toBeNull()
    expect(byTestId(action === 'retry' ? 'back-home' : 'retry')).toBeNull()
  })
})
