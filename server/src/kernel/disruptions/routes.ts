/**
 * The disruption assistant's calls (docs/disruptions.md) and the WeChat subscribe channel's.
 */
import * as D from '../../../../types/api/disruption'
import { NoParamsReq } from '../../../../types/api/auth'
import { defineDomain } from '../../http/call'
import { outbox, subscribe } from '../../services/subscribe-messages/outbox'
import { disruptionTemplateId } from '../../services/subscribe-messages/sender'
import { assertPower } from '../../services/power'
import { affectedTravellers, disruptionDetail, keepBooking, myDisruptions, rebook } from './assistant'
import { addEvent, listEvents } from './console'

export const disruptionRoutes = defineDomain(
  'disruption',
  'The disruption assistant: operations events, alternatives, rebooking, affected travellers',
  'disruption',
  (call, res) => {
    call('disruption/addEvent', {
      summary: "The administrator's test console: an operations event (delay, cancellation, gate, terminal, diversion, suspension), applied at once",
      description:
        'ManagePermission.Enable. 1001 when the kind does not fit the product, a field the kind needs is missing, or the service does not run that day.',
      auth: 'required',
      body: D.AddOpsEventReq,
      result: res('AddOpsEventRes'),
      handle: (body, ctx) => addEvent(ctx, body),
    })
    call('disruption/events', {
      summary: "Recent operations events that this company's console made or that touched its travellers",
      description: 'ManagePermission.Enable.',
      auth: 'required',
      body: D.OpsEventListReq,
      result: res('OpsEventListRes'),
      handle: (body, ctx) => listEvents(ctx, body),
    })
    call('disruption/mine', {
      summary: "The caller's open disruptions and those of the last two days (the banner on home, trips and the order)",
      auth: 'required',
      body: NoParamsReq,
      result: res('MyDisruptionsRes'),
      handle: (_body, ctx) => myDisruptions(ctx),
    })
    call('disruption/detail', {
      summary: 'A disruption and, while it is open and involuntary, its alternatives in order (same carrier, other carriers, trains, keep)',
      description: "The traveller's own, or one of an order the caller may manage (1005 otherwise).",
      auth: 'required',
      body: D.DisruptionIdReq,
      result: res('DisruptionDetailRes'),
      handle: (body, ctx) => disruptionDetail(ctx, body),
    })
    call('disruption/rebook', {
      summary: 'Rebook onto an offered alternative: a free same-carrier change, or a new booking and the old ticket refunded in full',
      description:
        'A replay of the ClientRequestId answers the first outcome. 1001 when the choice is no longer offered or the disruption is settled; the product refuses a sold-out choice.',
      auth: 'required',
      body: D.RebookReq,
      result: res('RebookRes'),
      handle: (body, ctx) => rebook(ctx, body),
    })
    call('disruption/keep', {
      summary: 'Keep the booking: what hangs on the trip follows the delayed service',
      auth: 'required',
      body: D.DisruptionIdReq,
      result: res('KeepBookingRes'),
      handle: (body, ctx) => keepBooking(ctx, body),
    })
    call('disruption/affected', {
      summary: "Duty of care: the company's travellers touched by disruptions, open ones first, with who has rebooked",
      description: 'ManagePermission.Enable or ManagePermission.Report (1003 otherwise).',
      auth: 'required',
      body: D.AffectedReq,
      result: res('AffectedRes'),
      handle: (body, ctx) => affectedTravellers(ctx, body),
    })
    call('disruption/outbox', {
      summary: "The WeChat subscribe messages sent to the company's travellers (the sandbox sender's record in demo mode)",
      description: 'ManagePermission.Enable.',
      auth: 'required',
      body: NoParamsReq,
      result: res('SubscribeOutboxRes'),
      handle: async (_body, ctx) => {
        assertPower(await ctx.power(), 'ManagePermission.Enable')
        return outbox(ctx)
      },
    })
  },
)

export const wechatSubscribeRoutes = defineDomain(
  'wechat',
  'WeChat subscribe messages: the templates to ask for, and the traveller’s acceptance',
  'disruption',
  (call, res) => {
    call('wechat/subscribeTemplates', {
      summary: 'The subscribe-message templates the mini-program asks the traveller to accept (trip changes)',
      auth: 'required',
      body: NoParamsReq,
      result: res('SubscribeTemplatesRes'),
      handle: async () => ({ TemplateIds: [disruptionTemplateId()] }),
    })
    call('wechat/subscribe', {
      summary: 'The traveller accepted these templates (wx.requestSubscribeMessage): with the login code, one message each may be sent',
      auth: 'required',
      body: D.SubscribeReq,
      result: res('SubscribeRes'),
      handle: (body, ctx) => subscribe(ctx, body),
    })
  },
)
