/**
 * Alipay's texts: yuan amounts, China times, and the trade bill.
 *
 * Alipay's trade bill of a day (bill_type trade, from alipay.data.dataservice.bill.downloadurl.query)
 * read into statement lines. The file Alipay serves is a zip of two CSV files in GBK, the business
 * details (…_业务明细.csv) and their summary (…_业务明细(汇总).csv); the sandbox channel serves the
 * details CSV itself, in UTF-8. Both are read here: a zip is opened (stored or deflated entries)
 * and the entry with the details' header is taken; text that is not UTF-8 is read as GBK.
 *
 * The details CSV, as read:
 *
 *     #支付宝业务明细查询
 *     #账号：[2088…]
 *     #起始日期：[2026年11月28日 00:00:00]   终止日期：[2026年11月29日 00:00:00]
 *     #-----------------------------------------业务明细列表----------------------------------------
 *     支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,…,订单金额（元）,商家实收（元）,…,退款批次号/请求号,…,备注
 *     2026112822001412340001	,P20261128000001	,交易	,…,2026-11-28 10:00:00	,2026-11-28 10:01:02	,…,123.45	,…
 *     2026112822001412340001	,P20261128000001	,退款	,…,2026-11-28 11:00:00	,2026-11-28 11:00:03	,…,-23.45	,…,R20261128000001	,…
 *     #-----------------------------------------业务明细列表结束------------------------------------
 *     #交易合计：…
 *     #导出时间：[…]
 *
 * Lines starting with '#' are the file's head and foot. Columns are found by their header's name
 * (Alipay has added columns over the years), cells are trimmed (Alipay pads them with tabs), and
 * may be quoted as in RFC 4180. 业务类型 交易 is a payment, 退款 a refund (its 订单金额 is negative;
 * the line's amount is its absolute value in fen); 完成时间 is China time.
 */
import { inflateRawSync } from 'node:zlib'
import type { StatementLine } from './types'

/** Fen (an integer) as Alipay's yuan text with two decimals: 12345 → "123.45", 5 → "0.05", -120 → "-1.20". */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`not a whole number of fen: ${fen}`)
  const abs = Math.abs(fen)
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
  return fen < 0 ? `-${text}` : text
}

/** Alipay's yuan text ("123.45", "123.4", "123", "-0.01") as fen, read digit by digit; anything else throws. */
export function yuanToFen(yuan: string): number {
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(yuan.trim())
  if (!m) throw new RangeError(`not a yuan amount: ${JSON.stringify(yuan)}`)
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'))
  if (!Number.isSafeInteger(fen)) throw new RangeError(`yuan amount too large: ${yuan}`)
  return m[1] && fen !== 0 ? -fen : fen
}

/** Alipay's times are China wall-clock texts ('yyyy-MM-dd HH:mm:ss'): as ISO instants. */
export function chinaTextToIso(text: string): string {
  const at = new Date(`${text.trim().replace(' ', 'T')}+08:00`)
  if (Number.isNaN(at.getTime())) throw new RangeError(`not a China time: ${text}`)
  return at.toISOString()
}

/** The entries of a zip file (stored or deflated): name bytes as latin1 (GBK names are not needed), data. */
export function unzipEntries(zip: Buffer): { name: string; data: Buffer }[] {
  let end = -1
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i
      break
    }
  }
  if (end < 0) throw new Error('alipay bill: not a zip file')
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  const out: { name: string; data: Buffer }[] = []
  for (let n = 0; n < count; n++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('alipay bill: broken zip directory')
    const method = zip.readUInt16LE(at + 10)
    const size = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const local = zip.readUInt32LE(at + 42)
    const name = zip.toString('latin1', at + 46, at + 46 + nameLength)
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    const raw = zip.subarray(start, start + size)
    if (method !== 0 && method !== 8) throw new Error(`alipay bill: zip method ${method}`)
    out.push({ name, data: method === 8 ? inflateRawSync(raw) : Buffer.from(raw) })
  }
  return out
}

function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '')
  } catch {
    return new TextDecoder('gbk').decode(bytes)
  }
}

/** One CSV line's cells (RFC 4180 quotes), trimmed of spaces and Alipay's padding tabs. */
export function csvCells(line: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      cells.push(cell.trim())
      cell = ''
    } else cell += c
  }
  cells.push(cell.trim())
  return cells
}

const HEAD = '支付宝交易号'

/** The details' text of a bill file: the CSV itself, or the zip entry that holds the details. */
function detailsText(file: Buffer): string {
  if (file.length >= 4 && file.readUInt32LE(0) === 0x04034b50) {
    const texts = unzipEntries(file).map((e) => decode(e.data))
    const details = texts.find((t) => t.split(/\r?\n/).some((l) => l.trim().startsWith(HEAD)))
    if (details === undefined) throw new Error('alipay bill: no details in the zip')
    return details
  }
  return decode(file)
}

/** The statement lines of a trade bill (CSV or Alipay's zip). */
export function readTradeBill(file: Buffer): StatementLine[] {
  const lines = detailsText(file).split(/\r?\n/)
  const headAt = lines.findIndex((l) => l.trim().startsWith(HEAD))
  if (headAt < 0) return []
  const head = csvCells(lines[headAt])
  const col = (prefix: string): number => {
    const i = head.findIndex((h) => h.startsWith(prefix))
    if (i < 0) throw new Error(`alipay bill: no column ${prefix}`)
    return i
  }
  const trade = col(HEAD)
  const order = col('商户订单号')
  const type = col('业务类型')
  const done = col('完成时间')
  const amount = col('订单金额')
  const request = col('退款批次号')
  const out: StatementLine[] = []
  for (const line of lines.slice(headAt + 1)) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    const cells = csvCells(line)
    const kind = cells[type] === '退款' ? 'Refund' : cells[type] === '交易' ? 'Payment' : null
    if (!kind) continue
    out.push({
      kind,
      intentNo: cells[order],
      refundNo: kind === 'Refund' ? cells[request] : '',
      transactionId: cells[trade],
      amount: Math.abs(yuanToFen(cells[amount])),
      at: chinaTextToIso(cells[done]),
    })
  }
  return out
}
