/**
 * A picked import file's bytes as base64 on both targets: the browser's File (H5) and WeChat's
 * temp file read through the file system manager (the mini-program).
 */
const mockFiles = new Map<string, string>()
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    env: { USER_DATA_PATH: 'wxfile://usr' },
    getFileSystemManager: () => ({
      readFile: (o: { filePath: string; encoding: string; success: (r: { data: string }) => void; fail: (e: { errMsg: string }) => void }) =>
        mockFiles.has(o.filePath) && o.encoding === 'base64'
          ? o.success({ data: mockFiles.get(o.filePath)! })
          : o.fail({ errMsg: 'readFile:fail no such file' }),
    }),
  },
}))

import { readBase64 as readH5 } from '@/platform/files.h5'
import { readBase64 as readWeapp } from '@/platform/files.weapp'

const blobOf = (bytes: Uint8Array) =>
  ({ arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) }) as unknown as Blob

describe('readBase64', () => {
  it('H5: the bytes of the file, UTF-8 with its BOM kept', async () => {
    const bytes = Buffer.from('\ufeffEmployeeNo,ChName\r\nA1,张伟\r\n', 'utf8')
    expect(await readH5({ blob: blobOf(new Uint8Array(bytes)) })).toBe(bytes.toString('base64'))
  })
  it('H5: a file larger than one chunk', async () => {
    const bytes = new Uint8Array(100_000).map((_, i) => i % 251)
    expect(await readH5({ blob: blobOf(bytes) })).toBe(Buffer.from(bytes).toString('base64'))
  })
  it('mini-program: the temp file read as base64; a missing one fails', async () => {
    mockFiles.set('wxfile://tmp/a.csv', 'QUJD')
    expect(await readWeapp({ path: 'wxfile://tmp/a.csv' })).toBe('QUJD')
    await expect(readWeapp({ path: 'wxfile://tmp/b.csv' })).rejects.toThrow('no such file')
    await expect(readWeapp({})).rejects.toThrow()
  })
})
