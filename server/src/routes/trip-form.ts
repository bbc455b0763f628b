/**
 * Trip applications (docs/server-calls.md tripformapi/, served at the site root): the form's settings, create
 * (or save a draft), submit, detail, my list, cancel. Creating and submitting need
 * BusinessPermission.TripApplicationForm; the approval runs through the approval engine.
 */
import * as T from '../../../types/api/trip-form'
import { NoParamsReq } from '../../../types/api/auth'
import { defineDomain } from '../http/call'
import { cancelApplication, createApplication, initInfo, submitDraft } from '../services/trip-forms/service'
import { applicationDetail, listApplications } from '../services/trip-forms/reads'

export default defineDomain('tripform', 'Trip applications: create, submit, detail, list, cancel', 'trip-form', (call, res) => {
  call('tripformapi/application/getInitInfo', {
    summary: 'Review type, budget fields and limits of the application form',
    auth: 'required',
    power: 'BusinessPermission.TripApplicationForm',
    body: NoParamsReq,
    result: res('TripFormInitInfo'),
    handle: (_body, ctx) => initInfo(ctx),
  })
  call('tripformapi/application/create', {
    summary: 'Apply for a trip (or save a draft); idempotent per ClientRequestId',
    auth: 'required',
    power: 'BusinessPermission.TripApplicationForm',
    money: true,
    body: T.CreateTripApplicationReq,
    result: res('TripApplicationRes'),
    handle: (body, ctx) => createApplication(ctx, body),
  })
  call('tripformapi/application/submit', {
    summary: 'Submit a saved draft',
    auth: 'required',
    power: 'BusinessPermission.TripApplicationForm',
    body: T.ApplicationNoReq,
    result: res('TripApplicationRes'),
    handle: (body, ctx) => submitDraft(ctx, body.ApplicationNo),
  })
  call('tripformapi/application/detail', {
    summary: 'One application with legs, travellers, budgets, code and the bookings made with it',
    auth: 'required',
    money: true,
    body: T.ApplicationNoReq,
    result: res('TripApplicationDetail'),
    handle: (body, ctx) => applicationDetail(ctx, body.ApplicationNo),
  })
  call('tripformapi/application/list', {
    summary: 'Applications I made or travel on, newest first, by status group',
    auth: 'required',
    money: true,
    body: T.TripApplicationListReq,
    result: res('TripApplicationListRes'),
    handle: (body, ctx) => listApplications(ctx, body),
  })
  call('tripformapi/application/cancel', {
    summary: 'Withdraw my application (its pending approval ends; its code stops working)',
    auth: 'required',
    body: T.CancelTripApplicationReq,
    result: res('TripApplicationRes'),
    handle: (body, ctx) => cancelApplication(ctx, body.ApplicationNo, body.Reason),
  })
})
