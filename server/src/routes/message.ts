/**
 * The message centre (docs/routes.md /message/center, orderNotice, flightNotice): my messages per
 * category, unread counts for the message tab's badge, and marking read.
 */
import * as M from '../../../types/api/message'
import { NoParamsReq } from '../../../types/api/auth'
import { defineDomain } from '../http/call'
import { listMessages, markRead, unreadCount } from '../services/messages/service'

export default defineDomain('message', 'Message centre: approval, order and flight notices, unread counts', 'message', (call, res) => {
  call('message/getMessageList', {
    summary: 'My messages, newest first; Category Approval, Order (order notices) or Flight (flight notices)',
    description: 'Flight notices need MessagePermission.FlightDynamics.',
    auth: 'required',
    body: M.MessageListReq,
    result: res('MessageListRes'),
    handle: (body, ctx) => listMessages(ctx, body),
  })
  call('message/getUnreadCount', {
    summary: "The message tab's badge: approvals waiting for me plus unread messages per category",
    auth: 'required',
    body: NoParamsReq,
    result: res('UnreadCountRes'),
    handle: (_body, ctx) => unreadCount(ctx),
  })
  call('message/markRead', {
    summary: 'Mark messages read: by Ids, or all of a category',
    auth: 'required',
    body: M.MarkReadReq,
    result: res('MarkReadRes'),
    handle: (body, ctx) => markRead(ctx, body),
  })
})
