// /business/info's links opened in the app (CommonSettings.WebViewHosts): an entry is checked as
// it is added (https only, a host or a .suffix, not twice), a host is removed with its own action,
// Save sends the whole list and shows it as the server kept it, and a refusal of the server stays
// under the field in its words.
import TestUtils from '@tarojs/test-utils-react'
import WebViewHostsSection from '@/features/organisation/info/web-view-hosts'
import { ApiError } from '@/core/errors'
import { http } from '@/stores'
import '@/i18n/ns/organisation'
import { useTestLanguage } from './i18n'
import { byTestId, flush, settle, tap, type } from './form-helpers'

describe('web-view hosts', () => {
  let mounted: TestUtils | null = null
  let saved: string[][] = []
  let refuse: string | null = null

  async function open(hosts: string[]) {
    useTestLanguage('en')
    saved = []
    refuse = null
    jest.spyOn(http, 'call').mockImplementation((async (path: string, body: { Hosts: string[] }) => {
      if (path === 'companySettings/getWebViewHosts') return { Hosts: hosts }
      if (path === 'companySettings/saveWebViewHosts') {
        saved.push(body.Hosts)
        if (refuse) throw new ApiError('server', path, 1001, refuse, true, { ErrorCode: 1001, ErrMsg: refuse, ResultData: null } as never)
        return { Hosts: body.Hosts }
      }
      throw new Error(`unexpected ${path}`)
    }) as never)
    const utils = new TestUtils()
    mounted = utils
    await utils.mount(() => <WebViewHostsSection />, {})
    await flush()
    await settle()
  }
  const listed = () => Array.from(document.querySelectorAll('[data-testid="webview-host"]')).map((e) => e.getAttribute('data-host'))
  const problem = () => byTestId('webview-host-entry')?.querySelector('.form-row__error')?.textContent ?? null

  afterEach(() => {
    mounted?.unmout()
    mounted = null
    jest.restoreAllMocks()
  })

  it('checks an entry as it is added, removes a host and saves the whole list', async () => {
    await open(['intranet.hengyuan.example'])
    expect(listed()).toEqual(['intranet.hengyuan.example'])
    await type('webview-host-entry', 'http://oa.hengyuan.example')
    await tap(byTestId('webview-host-add'))
    expect(problem()).toBe('Only https links open in the app: leave out http://.')
    await type('webview-host-entry', 'localhost')
    await tap(byTestId('webview-host-add'))
    expect(problem()).toBe('Enter a host (intranet.example.cn) or a suffix starting with a dot (.example.cn).')
    await type('webview-host-entry', 'Intranet.Hengyuan.example')
    await tap(byTestId('webview-host-add'))
    expect(problem()).toBe('This host is already on the list.')
    await type('webview-host-entry', 'https://.Docs.example.cn/')
    await tap(byTestId('webview-host-add'))
    expect(problem()).toBeNull()
    expect(listed()).toEqual(['intranet.hengyuan.example', '.docs.example.cn'])
    await tap(byTestId('webview-host-remove-intranet.hengyuan.example'))
    expect(listed()).toEqual(['.docs.example.cn'])
    await tap(byTestId('webview-hosts-save'))
    await flush()
    expect(saved).toEqual([['.docs.example.cn']])
  })

  it('says when nothing is set, and keeps a refusal of the server under the field', async () => {
    await open([])
    expect(byTestId('webview-hosts')?.textContent).toContain('None yet: no company link opens in the app.')
    await type('webview-host-entry', 'oa.hengyuan.example')
    await tap(byTestId('webview-host-add'))
    refuse = 'At most 20 hosts can be set.'
    await tap(byTestId('webview-hosts-save'))
    await flush()
    expect(problem()).toBe('At most 20 hosts can be set.')
    expect(listed()).toEqual(['oa.hengyuan.example'])
  })
})
