/** How the traveller's part splits at the cashier: voucher, then whole beans, then the wallet, the rest by the channel. */
import type { Voucher } from '@api/money'
import { splitPersonal, type MoneySources } from '@/components/cashier/sources'

const voucher = (Amount: number, MinSpend: number): Voucher => ({
  VoucherId: 1,
  VoucherNo: 'V1',
  Title: 't',
  Amount,
  MinSpend,
  Product: '',
  ValidFrom: '2026-01-01',
  ExpiresOn: '2027-01-01',
  State: 'Available',
  UsedOrderNo: '',
})
const sources = (wallet: number, beans: number, allowed = true): MoneySources => ({
  wallet: {
    Balance: wallet,
    CanRecharge: true,
    CanWithdraw: false,
    PayWithWallet: allowed,
    PayWithBeans: allowed,
    PayWithVouchers: allowed,
    Channels: ['WeChatPay'],
  },
  beans: { Balance: beans, FenPerBean: 100, CanPayWithBeans: allowed },
  vouchers: [],
})

describe('splitPersonal', () => {
  it.each([
    [
      'nothing chosen: all by the channel',
      60650,
      { voucher: null, useBeans: false, useWallet: false },
      sources(50000, 300),
      { voucher: 0, beans: 0, beansFen: 0, wallet: 0, channel: 60650 },
    ],
    [
      'the wallet first covers what it can',
      60650,
      { voucher: null, useBeans: false, useWallet: true },
      sources(50000, 300),
      { voucher: 0, beans: 0, beansFen: 0, wallet: 50000, channel: 10650 },
    ],
    [
      'whole beans only, then the wallet',
      60650,
      { voucher: null, useBeans: true, useWallet: true },
      sources(50000, 300),
      { voucher: 0, beans: 300, beansFen: 30000, wallet: 30650, channel: 0 },
    ],
    [
      'a voucher first',
      60650,
      { voucher: voucher(2000, 10000), useBeans: false, useWallet: true },
      sources(100000, 0),
      { voucher: 2000, beans: 0, beansFen: 0, wallet: 58650, channel: 0 },
    ],
    [
      'a voucher under its minimum does nothing',
      5000,
      { voucher: voucher(2000, 10000), useBeans: false, useWallet: false },
      sources(0, 0),
      { voucher: 0, beans: 0, beansFen: 0, wallet: 0, channel: 5000 },
    ],
    [
      'beans never pay fen',
      150,
      { voucher: null, useBeans: true, useWallet: false },
      sources(0, 300),
      { voucher: 0, beans: 1, beansFen: 100, wallet: 0, channel: 50 },
    ],
    [
      'the company does not allow them',
      60650,
      { voucher: null, useBeans: true, useWallet: true },
      sources(50000, 300, false),
      { voucher: 0, beans: 0, beansFen: 0, wallet: 0, channel: 60650 },
    ],
  ] as const)('%s', (_, personal, choice, s, want) => {
    const got = splitPersonal(personal, choice as never, s)
    expect(got).toEqual(want)
    expect(got.voucher + got.beansFen + got.wallet + got.channel).toBe(personal)
  })
})
