/**
 * Helpers of the train tests: finding a journey with tickets in the generated timetable,
 * submit bodies that satisfy the demo company's settings (cost centre, extend field 2, purpose,
 * a contact e-mail), paying, and running the grab job once.
 */
import type { Kysely } from 'kysely'
import type { BookPerson } from '../../types/api/flight'
import type { GrabSubmitReq, SearchTrainsRes, SeatClass, TrainRow, TrainSubmitReq } from '../../types/api/train'
import { addDays } from '../src/lib/time'
import { expectOk, TODAY, type TestEnv } from './helpers'
import { payThrough } from './money-harness'

/** Ten days after the harness's today: every refund tier lies ahead. */
export const DAY = addDays(TODAY, 10)

let seq = 0
export const rid = (prefix = 'train'): string => `${prefix}-${process.pid}-${++seq}-${Date.now().toString(36)}`

export const anyDb = (env: TestEnv): Kysely<any> => env.db as unknown as Kysely<any>

export async function search(env: TestEnv, token: string, from = 'BJS', to = 'SHA', date = DAY, extra: Record<string, unknown> = {}): Promise<SearchTrainsRes> {
  return expectOk(await env.call('train/searchTrains', { From: from, To: to, Date: date, ...extra }, { token }))
}

/** The first train of the search whose class has at least `n` tickets and that `want` accepts. */
export async function findTrain(
  env: TestEnv,
  token: string,
  cls: SeatClass,
  n = 1,
  want: (r: TrainRow) => boolean = () => true,
  from = 'BJS',
  to = 'SHA',
  date = DAY,
): Promise<TrainRow> {
  const r = await search(env, token, from, to, date)
  const row = r.Trains.find((t) => t.TrainType === 'G' && want(t) && (t.Seats.find((s) => s.SeatClass === cls)?.Remaining ?? 0) >= n)
  if (!row) throw new Error(`no ${cls} with ${n} tickets ${from}-${to} ${date}`)
  return row
}

export const choiceOf = (row: TrainRow, cls: SeatClass) => ({
  TrainNo: row.TrainNo,
  Date: row.DepartDate,
  FromStation: row.FromStation.Code,
  ToStation: row.ToStation.Code,
  SeatClass: cls,
  Price: row.Seats.find((s) => s.SeatClass === cls)!.Price,
})

export async function person(env: TestEnv, token: string, keyword: string): Promise<BookPerson> {
  const r = expectOk(await env.call('user/getBookPersons', { Keyword: keyword }, { token }))
  if (!r.Persons.length) throw new Error(`no person ${keyword}`)
  return r.Persons[0]
}

export async function me(env: TestEnv, token: string): Promise<BookPerson> {
  return expectOk(await env.call('user/getBookPersons', {}, { token })).Persons.find((p: BookPerson) => p.IsSelf)
}

/** The order fields the demo company's settings ask for, paid by the company. */
export async function fields(env: TestEnv, token: string) {
  const cc = expectOk(await env.call('user/getCostCenters', {}, { token })).Items[0]
  return {
    Contacts: [{ Name: '张伟', MobileCountryCode: '86', Mobile: '13800000001', Email: 'wei.zhang@hengyuan.example' }],
    PaymentType: 'Company' as const,
    CostCenterId: cc.Id,
    PurposeText: '客户拜访',
    ExtendFields: { ExtendField2: '客户拜访' },
  }
}

export async function submitBody(
  env: TestEnv,
  token: string,
  choice: TrainSubmitReq['Choice'],
  personIds: number[],
  extra: Partial<TrainSubmitReq> = {},
): Promise<TrainSubmitReq> {
  return { ClientRequestId: rid(), Choice: choice, Passengers: personIds.map((PersonId) => ({ PersonId })), ...(await fields(env, token)), ...extra }
}

export async function grabBody(
  env: TestEnv,
  token: string,
  grab: GrabSubmitReq['Grab'],
  personIds: number[],
  extra: Partial<GrabSubmitReq> = {},
): Promise<GrabSubmitReq> {
  return { ClientRequestId: rid('grab'), Grab: grab, Passengers: personIds.map((PersonId) => ({ PersonId })), ...(await fields(env, token)), ...extra }
}

/** Pays an order at the cashier as the detail offers it. */
export async function pay(env: TestEnv, token: string, orderNo: string, changeNo?: string) {
  const d = expectOk(await env.call('train/getOrderDetail', { OrderNo: orderNo }, { token }))
  const personal = d.PayInfo?.PersonalAmount ?? 0
  return expectOk(
    await payThrough(env, token, 'Pay/trainpaystart', {
      OrderNo: orderNo,
      ...(changeNo ? { ChangeNo: changeNo } : {}),
      Channel: personal > 0 ? 'WeChatPay' : 'CompanyAccount',
      PersonalAmount: personal,
    }),
  )
}

export const detail = async (env: TestEnv, token: string, orderNo: string) => expectOk(await env.call('train/getOrderDetail', { OrderNo: orderNo }, { token }))

/** Sets the stored tickets left of a train's date and class (the railway's count for tests). */
export async function setLeft(env: TestEnv, trainNo: string, startDate: string, cls: SeatClass, left: number): Promise<void> {
  const db = anyDb(env)
  const at = env.now().toISOString()
  const row = await db
    .selectFrom('train_inventory')
    .select('tickets_left')
    .where('train_no', '=', trainNo)
    .where('start_date', '=', startDate)
    .where('seat_class', '=', cls)
    .executeTakeFirst()
  if (row)
    await db
      .updateTable('train_inventory')
      .set({ tickets_left: left, initial_tickets: left, released: 0 })
      .where('train_no', '=', trainNo)
      .where('start_date', '=', startDate)
      .where('seat_class', '=', cls)
      .execute()
  else
    await db
      .insertInto('train_inventory')
      .values({ train_no: trainNo, start_date: startDate, seat_class: cls, tickets_left: left, initial_tickets: left, released: 0, updated_at: at })
      .execute()
}

/**
 * A paid personal second-class ticket five days out, changed to first class a day later: the
 * change waits for its fare difference (the order's PayInfo is for the change).
 */
export async function changeAwaitingPayment(env: TestEnv, token: string) {
  const onLine = (t: { FromStation: { Code: string }; ToStation: { Code: string } }) => t.FromStation.Code === 'VNP' && t.ToStation.Code === 'AOH'
  const row = await findTrain(env, token, 'Second', 1, onLine, 'VNP', 'AOH', addDays(TODAY, 5))
  const self = (await me(env, token)).PersonId
  const booked = expectOk(
    await env.call('train/submitOrder', await submitBody(env, token, choiceOf(row, 'Second'), [self], { PaymentType: 'Personal' }), { token }),
  )
  await pay(env, token, booked.OrderNo)
  const ticketId = (await detail(env, token, booked.OrderNo)).Tickets[0].TicketId
  const target = await findTrain(env, token, 'First', 1, onLine, 'VNP', 'AOH', addDays(TODAY, 6))
  const first = choiceOf(target, 'First')
  const second = row.Seats.find((x) => x.SeatClass === 'Second')!.Price
  const change = expectOk(
    await env.call(
      'train/submitChange/v2',
      { OrderNo: booked.OrderNo, ClientRequestId: rid(), TicketIds: [ticketId], Choice: first, PriceDifference: first.Price - second, Reason: '行程变更' },
      { token },
    ),
  )
  return { orderNo: booked.OrderNo as string, change, due: (await detail(env, token, booked.OrderNo)).PayInfo }
}
