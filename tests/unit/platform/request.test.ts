import { send, TransportError, acceptedStatus, parseBody } from '../../../src/platform/request'

type FetchArgs = [string, RequestInit]

function fakeFetch(impl: (url: string, init: RequestInit) => Promise<Response>): jest.Mock {
  const fn = jest.fn(impl)
  ;(globalThis as { fetch?: unknown }).fetch = fn
  return fn
}

function response(status: number, body: string): Response {
  return { status, text: async () => body } as Response
}

/** A fetch that waits until its signal aborts, like a real slow request. */
function hangingFetch(): jest.Mock {
  return fakeFetch(
    (_url, init) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new Error('The operation was aborted')))
      }),
  )
}

describe('platform request (h5)', () => {
  afterEach(() => {
    jest.useRealTimers()
    delete (globalThis as { fetch?: unknown }).fetch
  })

  it('POSTs JSON with the given headers and parses the answer', async () => {
    const f = fakeFetch(async () => response(200, '{"IsSuccess":true}'))
    const res = await send({ url: '/api/x', data: { a: 1 }, headers: { Token: 't' }, timeout: 1000 }).promise
    expect(res).toEqual({ status: 200, data: { IsSuccess: true } })
    const [url, init] = f.mock.calls[0] as FetchArgs
    expect(url).toBe('/api/x')
    expect(init.method).toBe('POST')
    expect(init.body).toBe('{"a":1}')
    expect(init.headers).toEqual({ Token: 't', 'Content-Type': 'application/json;charset=UTF-8' })
  })

  it.each([
    [200, true],
    [204, true],
    [299, true],
    [199, false],
    [300, false],
    [404, false],
    [500, false],
  ])('status %i accepted: %s', async (status, ok) => {
    expect(acceptedStatus(status)).toBe(ok)
    fakeFetch(async () => response(status, ''))
    const p = send({ url: '/x', headers: {}, timeout: 1000 }).promise
    if (ok) await expect(p).resolves.toEqual({ status, data: null })
    else await expect(p).rejects.toMatchObject({ reason: 'status', status })
  })

  it('rejects with reason network when fetch fails', async () => {
    fakeFetch(async () => {
      throw new TypeError('Failed to fetch')
    })
    const err = await send({ url: '/x', headers: {}, timeout: 1000 }).promise.catch((e: unknown) => e)
    expect(err).toBeInstanceOf(TransportError)
    expect(err).toMatchObject({ reason: 'network' })
  })

  it('rejects with reason aborted on abort()', async () => {
    hangingFetch()
    const h = send({ url: '/x', headers: {}, timeout: 60000 })
    h.abort()
    await expect(h.promise).rejects.toMatchObject({ reason: 'aborted' })
  })

  it('rejects with reason timeout when the timeout passes', async () => {
    jest.useFakeTimers()
    hangingFetch()
    const h = send({ url: '/x', headers: {}, timeout: 60000 })
    const settled = h.promise.catch((e: unknown) => e)
    jest.advanceTimersByTime(59999)
    await Promise.resolve()
    jest.advanceTimersByTime(1)
    await expect(settled).resolves.toMatchObject({ reason: 'timeout' })
  })

  it('uploads a multipart form without setting Content-Type', async () => {
    const f = fakeFetch(async () => response(200, '{"ok":1}'))
    const file = new File(['hello'], 'a.txt', { type: 'text/plain' })
    await send({ url: '/api/up', headers: { Token: 't' }, timeout: 1000, upload: { file, name: 'files', formData: { kind: 'x' } } }).promise
    const [, init] = f.mock.calls[0] as FetchArgs
    expect(init.headers).toEqual({ Token: 't' })
    const form = init.body as FormData
    expect(form).toBeInstanceOf(FormData)
    expect(form.get('kind')).toBe('x')
    expect((form.get('files') as File).name).toBe('a.txt')
  })

  it.each([
    ['', null],
    ['{"a":1}', { a: 1 }],
    ['<html>', '<html>'],
  ])('parseBody(%j)', (text, expected) => {
    expect(parseBody(text)).toEqual(expected)
  })
})
