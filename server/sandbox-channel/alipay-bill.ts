/**
 * The sandbox's Alipay trade bill of a China day: the business-details CSV of Alipay's bill
 * (…_业务明细.csv) with its head and foot lines, cells padded with a tab as Alipay pads them.
 * Alipay serves it zipped in GBK; the sandbox serves the CSV itself in UTF-8 (the merchant's
 * reader takes both). A refund line's amounts are negative.
 */
import { chinaText, yuanOf } from './alipay-protocol'
import type { SandboxStatementLine } from './store'

const HEAD = [
  '支付宝交易号',
  '商户订单号',
  '业务类型',
  '商品名称',
  '创建时间',
  '完成时间',
  '门店编号',
  '门店名称',
  '操作员',
  '终端号',
  '对方账户',
  '订单金额（元）',
  '商家实收（元）',
  '支付宝红包（元）',
  '集分宝（元）',
  '支付宝优惠（元）',
  '商家优惠（元）',
  '券核销金额（元）',
  '券名称',
  '商家红包消费金额（元）',
  '卡消费金额（元）',
  '退款批次号/请求号',
  '服务费（元）',
  '分润（元）',
  '备注',
]

/** A cell as Alipay writes it: padded with a tab; quoted when it holds a comma or a quote. */
function cell(text: string): string {
  const v = text.replace(/[\r\n]+/g, ' ')
  return (/[",]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v) + '\t'
}

const chinaDate = (day: string): string => `${day.slice(0, 4)}年${day.slice(5, 7)}月${day.slice(8, 10)}日`

export function tradeBillCsv(opts: { account: string; day: string; lines: SandboxStatementLine[]; now: Date }): string {
  const { day, lines } = opts
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  const rows = lines.map((l) => {
    const fen = l.kind === 'Refund' ? -l.amount : l.amount
    const money = yuanOf(fen)
    const at = chinaText(l.at)
    return [
      l.transactionId,
      l.intentNo,
      l.kind === 'Refund' ? '退款' : '交易',
      l.description,
      at,
      at,
      '',
      '',
      '',
      '',
      'sandbox***@alipay.com',
      money,
      money,
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '',
      '0.00',
      '0.00',
      l.kind === 'Refund' ? l.refundNo : '',
      '0.00',
      '0.00',
      '',
    ]
      .map(cell)
      .join(',')
  })
  const sum = (kind: 'Payment' | 'Refund') => {
    const of = lines.filter((l) => l.kind === kind)
    const fen = of.reduce((s, l) => s + l.amount, 0)
    return `${of.length}笔，商家实收共：${yuanOf(kind === 'Refund' ? -fen : fen)}元，商家优惠共：0.00元`
  }
  return [
    '#支付宝业务明细查询',
    `#账号：[${opts.account}]`,
    `#起始日期：[${chinaDate(day)} 00:00:00]   终止日期：[${chinaDate(next)} 00:00:00]`,
    '#-----------------------------------------业务明细列表----------------------------------------',
    HEAD.join(','),
    ...rows,
    '#-----------------------------------------业务明细列表结束------------------------------------',
    `#交易合计：${sum('Payment')}`,
    `#退款合计：${sum('Refund')}`,
    `#导出时间：[${chinaText(opts.now).replace(/^(\d{4})-(\d{2})-(\d{2})/, '$1年$2月$3日')}]`,
    '',
  ].join('\r\n')
}
