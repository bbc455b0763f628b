/**
 * Trains (docs/trains.md, docs/server-calls.md): stations, search, stops, seat map, the train
 * standard, the 12306 account and passenger verification, booking, ticket-grabbing, the order,
 * cancel, refund, change and the cashier. Search calls need BusinessPermission.Train.Search,
 * booking BusinessPermission.Train.Book, orders MyPermission.Orders.Train.Enable (refund and
 * change their own flags, checked in the handlers), the 12306 screens
 * MyPermission.TrainIdentityVerification.
 */
import { Type } from '@sinclair/typebox'
import * as T from '../../../../types/api/train'
import { callWithOtherNames, defineDomain } from '../../http/call'
import { payStartCall } from '../../kernel/orders/pay-call'
import { accountStatus, bindAccount, passengerVerification, sendCode, unbindAccount, verifyAccount } from './account'
import { cancelOrder, loadTrainOrder, refundPreview, refundTickets } from './after-sale'
import { submitGrab, submitOrder } from './booking'
import { changeSearch, submitChange } from './change'
import { grabDetail, trainOrderDetail } from './order-detail'
import { standardOf } from './policy'
import { cityList, searchStations, searchTrains, seatMap, stopInfo } from './search'

const NoParams = Type.Object({}, { description: 'No parameters: send {}' })

export default defineDomain(
  'train',
  'Trains: stations, search, stops, seat maps, 12306 account, booking, ticket-grabbing, refund and change',
  'train',
  (call, res) => {
    call('train/searchTrainStations/v2', {
      summary: 'Stations matching a keyword (Chinese, pinyin, initials, English, telegraph code); the hot stations without one',
      auth: 'required',
      power: 'BusinessPermission.Train.Search',
      body: T.TrainStationsReq,
      result: res('TrainStationsRes'),
      handle: async (body, ctx) => searchStations(body, ctx.lang),
    })

    call('train/getTrainCityList', {
      summary: "Every station grouped A–Z by pinyin, the hot stations, today and the railway's last sale date",
      auth: 'required',
      power: 'BusinessPermission.Train.Search',
      body: T.TrainCityListReq,
      result: res('TrainCityListRes'),
      handle: async (_body, ctx) => cityList(ctx.lang, ctx.now()),
    })

    call('train/searchTrains', {
      answerCache: true,
      summary: "Trains between two stations or cities on a date: times, duration, every class with price, tickets left and the travellers' verdict",
      description: '1001 for an unknown station, the same station twice, or a date outside today … today + 14.',
      auth: 'required',
      power: 'BusinessPermission.Train.Search',
      money: true,
      body: T.SearchTrainsReq,
      result: res('SearchTrainsRes'),
      handle: (body, ctx) => searchTrains(ctx, body),
    })

    call('train/getTrainStopInfo', {
      summary: "A train's stops with times, day offsets and distances; its running days",
      description: '1005 for an unknown train.',
      auth: 'required',
      power: 'BusinessPermission.Train.Search',
      body: T.TrainStopInfoReq,
      result: res('TrainStopInfoRes'),
      handle: async (body, ctx) => stopInfo(body, ctx.lang),
    })

    call('train/getSeatMap', {
      summary: "A class's coaches with every seat or berth free or taken, for the seat picker",
      auth: 'required',
      power: 'BusinessPermission.Train.Book',
      body: T.SeatMapReq,
      result: res('SeatMapRes'),
      handle: (body, ctx) => seatMap(ctx, body),
    })

    call('trainrank', {
      summary: "A person's train standard (default the caller; others must be in the train booking scope)",
      auth: 'required',
      body: T.TrainRankReq,
      result: res('TrainRankStandard', true),
      handle: (body, ctx) => standardOf(ctx, body.PersonId),
    })

    call('train/account/status', {
      summary: "The caller's 12306 account: none, bound and waiting for the phone check, or verified",
      auth: 'required',
      power: 'MyPermission.TrainIdentityVerification',
      body: NoParams,
      result: res('AccountStatusRes'),
      handle: (_body, ctx) => accountStatus(ctx),
    })

    call('train/account/bind', {
      summary: 'Binds a 12306 account (password 6–20 letters and digits, kept only as a hash); the railway then asks for the phone check',
      description: '1008 when one is bound already; 1001 without a mobile number in the profile.',
      auth: 'required',
      power: 'MyPermission.TrainIdentityVerification',
      body: T.AccountBindReq,
      result: res('AccountStatusRes'),
      handle: (body, ctx) => bindAccount(ctx, body),
    })

    call('train/account/sendCode', {
      summary: 'The traveller texted the railway from the bound phone: it answers with a six-digit code (server log; DevCode with DEMO_SMS_ECHO=1)',
      description: '1006 after 3 codes a day; each code lives 30 minutes.',
      auth: 'required',
      power: 'MyPermission.TrainIdentityVerification',
      limit: 'codes',
      body: T.AccountSendCodeReq,
      result: res('AccountSendCodeRes'),
      handle: (_body, ctx) => sendCode(ctx),
    })

    call('train/account/verify', {
      summary: "Enters the railway's code: the account is verified",
      description: '1007 for a wrong or expired code (5 tries per code).',
      auth: 'required',
      power: 'MyPermission.TrainIdentityVerification',
      limit: 'codes',
      body: T.AccountVerifyReq,
      result: res('AccountStatusRes'),
      handle: (body, ctx) => verifyAccount(ctx, body),
    })

    call('train/account/unbind', {
      summary: 'Unbinds the 12306 account',
      auth: 'required',
      power: 'MyPermission.TrainIdentityVerification',
      body: NoParams,
      result: res('AccountStatusRes'),
      handle: (_body, ctx) => unbindAccount(ctx),
    })

    call('train/passengerVerification', {
      summary: "The railway's verification of travellers (Verified, Pending, Failed, ProvisionallyPassed, VerifyInPerson); Recheck asks again",
      auth: 'required',
      power: 'BusinessPermission.Train.Search',
      body: T.PassengerVerificationReq,
      result: res('PassengerVerificationRes'),
      handle: (body, ctx) => passengerVerification(ctx, body),
    })

    call('train/submitOrder', {
      summary: 'Books a class of a train for travellers with seat choice: one order, idempotent by ClientRequestId; the places are taken at once',
      description:
        '1004 when too few tickets are left (ResultData null) or the price moved (ResultData { Price, Remaining, Policy }); 1001 for unverified passengers, a missing 12306 account when TrainSettings require one, a taken seat, fields or a missing reason; 1003 outside the booking scope or without the payment permission; 1014 for a reused request id.',
      auth: 'required',
      power: 'BusinessPermission.Train.Book',
      money: true,
      body: T.TrainSubmitReq,
      result: res('TrainSubmitRes'),
      handle: (body, ctx) => submitOrder(ctx, body),
    })

    call('train/grab/submit', {
      summary:
        'A ticket-grabbing order: alternate dates, trains and classes in order of preference and a deadline; the dearest is prepaid, the job books the first that frees up',
      description: '1001 when no alternate runs, or the deadline is past or less than 2 hours before the earliest departure.',
      auth: 'required',
      power: 'BusinessPermission.Train.Book',
      money: true,
      body: T.GrabSubmitReq,
      result: res('TrainSubmitRes'),
      handle: (body, ctx) => submitGrab(ctx, body),
    })

    call('train/grab/detail', {
      summary: "A grab order's progress: alternates, attempts, time left, the option booked",
      auth: 'required',
      money: true,
      body: T.GrabNoReq,
      result: res('GrabDetail'),
      handle: (body, ctx) => grabDetail(ctx, body),
    })

    call('train/getOrderDetail', {
      summary: 'A train order: tickets (coach, seat, gate), the grab, price, payable amounts, refunds, actions, timeline',
      auth: 'required',
      money: true,
      body: T.TrainOrderNoReq,
      result: res('TrainOrderDetail'),
      handle: (body, ctx) => trainOrderDetail(ctx, body),
    })

    callWithOtherNames(
      call,
      'train/cancelOrder',
      {
        summary: 'Cancels an order awaiting approval or payment (places back on sale), or a grab still grabbing (prepaid amount refunded)',
        auth: 'required',
        money: true,
        body: T.TrainCancelReq,
        result: res('TrainCancelRes'),
        handle: (body, ctx) => cancelOrder(ctx, body),
      },
      { 'train/grab/cancel': 'Cancels a grab order (as train/cancelOrder)' },
    )

    call('train/refundPreview', {
      summary: 'What refunding tickets now costs: the fee tier by hours before departure, what goes back to company and traveller',
      auth: 'required',
      money: true,
      body: T.TrainRefundPreviewReq,
      result: res('TrainRefundPreviewRes'),
      handle: (body, ctx) => refundPreview(ctx, body),
    })

    call('train/refund', {
      summary: 'Refunds tickets (idempotent by ClientRequestId): places back on sale, the fee kept, the rest back as paid',
      description: '316 when Fee is not the fee now; needs MyPermission.Orders.Train.TrainRefund.',
      auth: 'required',
      money: true,
      body: T.TrainRefundReq,
      result: res('TrainRefundRes'),
      handle: (body, ctx) => refundTickets(ctx, body),
    })

    call('train/changeSearch', {
      summary: 'Trains the tickets may change to on a date under the change rule (within 48 hours: the same day or earlier)',
      auth: 'required',
      money: true,
      body: T.TrainChangeSearchReq,
      result: res('TrainChangeSearchRes'),
      handle: (body, ctx) => changeSearch(ctx, body),
    })

    call('train/submitChange/v2', {
      summary: 'Changes tickets once to another train (idempotent by ClientRequestId): a dearer one waits for the difference, a cheaper one refunds it',
      description:
        '1011 (passed back) when PriceDifference is not the difference now, ResultData the new quote; 1001 for the 48-hour rule or a second change; 1004 sold out or a moved price; needs MyPermission.Orders.Train.TrainChange.',
      auth: 'required',
      money: true,
      body: T.TrainChangeReq,
      result: res('TrainChangeRes'),
      handle: (body, ctx) => submitChange(ctx, body),
    })

    call(
      'Pay/trainpaystart',
      payStartCall({
        summary: 'The cashier: records the payment and issues the tickets, starts the grab, or completes a change (ChangeNo), in one transaction',
        load: (ctx, orderNo) => loadTrainOrder(ctx, orderNo, 'manage'),
      }),
    )
  },
)
