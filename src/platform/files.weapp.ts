/**
 * Files the server sends as base64 (an invoice's PDF), in the mini-program: written to the user's
 * data folder and opened by WeChat's document viewer, whose menu saves or forwards it.
 */
import Taro from '@tarojs/taro'

async function write(fileName: string, base64: string): Promise<string> {
  const filePath = `${Taro.env.USER_DATA_PATH}/${fileName.replace(/[^\w.-]/g, '_')}`
  await new Promise<void>((resolve, reject) => {
    Taro.getFileSystemManager().writeFile({ filePath, data: base64, encoding: 'base64', success: () => resolve(), fail: (e) => reject(new Error(e.errMsg)) })
  })
  return filePath
}

export async function openFile(fileName: string, base64: string, type: string): Promise<void> {
  const filePath = await write(fileName, base64)
  await Taro.openDocument({ filePath, fileType: type === 'application/pdf' ? 'pdf' : undefined, showMenu: true } as Taro.openDocument.Option)
}

/** The viewer's menu is where a mini-program saves a file: the same as opening it. */
export const saveFile = openFile

/** A picked file's bytes as base64 (an import sent in a JSON body); `path` is WeChat's temp file. */
export async function readBase64(file: { blob?: Blob; path?: string }): Promise<string> {
  const filePath = file.path
  if (!filePath) throw new Error('no file')
  return new Promise<string>((resolve, reject) => {
    Taro.getFileSystemManager().readFile({ filePath, encoding: 'base64', success: (r) => resolve(String(r.data)), fail: (e) => reject(new Error(e.errMsg)) })
  })
}
