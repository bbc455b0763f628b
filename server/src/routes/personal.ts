/**
 * The personal centre's own calls (types/api/personal.ts, docs/personal.md): per-user settings,
 * revealing one masked value, changing the bound phone, third-party bindings, the emergency
 * contact and alarm, and the public trip share. Every signed-in user may use them (no power
 * flag); the two public calls are the provider's binding callback and the share.
 */
import { NoParamsReq, SentCodeRes } from '../../../types/api/auth'
import * as P from '../../../types/api/personal'
import { defineDomain } from '../http/call'
import { bindWithCode, completeLink, listBindings, sendBindCode, startLink, unbind } from '../services/personal/bindings'
import { getEmergencyContact, saveEmergencyContact } from '../services/personal/emergency'
import { bindMobile, sendBindMobileCode } from '../services/personal/mobile'
import { reveal } from '../services/personal/privacy'
import { listAlarms, raiseAlarm, sharedTrip } from '../kernel/emergency-alarms'
import { getPersonalSettings, savePersonalSettings } from '../services/personal/settings'

export default defineDomain(
  'personal',
  'The personal centre: privacy and notification settings, bound phone, third-party bindings, emergency contact and alarm',
  'personal',
  (call, res) => {
    call('user/getPersonalSettings', {
      summary: "The caller's own settings: EnablePrivacyProtect and the notification switches per topic and channel",
      auth: 'required',
      body: NoParamsReq,
      result: res('PersonalSettings'),
      handle: (_body, ctx) => getPersonalSettings(ctx),
    })

    call('user/savePersonalSettings', {
      summary: 'Saves the keys sent; a topic merges its channels with the stored ones',
      description:
        'Any Email switch on needs an e-mail on the profile (1001). EnablePrivacyProtect on masks IdNo, DocNo and Mobile in every later answer to this user, their own included.',
      auth: 'required',
      body: P.SavePersonalSettingsReq,
      result: res('PersonalSettings'),
      handle: (body, ctx) => savePersonalSettings(ctx, body),
    })

    call('user/revealPrivate', {
      summary: 'One unmasked ID number or phone, for its owner only (1003 otherwise); every reveal is recorded',
      auth: 'required',
      unmasked: true,
      body: P.RevealReq,
      result: res('RevealRes'),
      handle: (body, ctx) => reveal(ctx, body),
    })

    call('user/sendBindMobileValidCode', {
      summary: 'Changing the bound phone, step 1: an SMS code to the NEW phone',
      description:
        'Refused when another account uses the phone (1008) or it is the current one (1001); quota of codes per day (1006) and the client limit of code calls (1012).',
      auth: 'required',
      limit: 'codes',
      body: P.SendBindMobileCodeReq,
      result: SentCodeRes,
      handle: (body, ctx) => sendBindMobileCode(ctx, body),
    })

    call('user/bindMobile', {
      summary: 'Changing the bound phone, step 2: the code sent to the new phone; the account then signs in with it',
      auth: 'required',
      limit: 'codes',
      body: P.BindMobileReq,
      result: res('BindMobileRes'),
      handle: (body, ctx) => bindMobile(ctx, body),
    })

    call('User/ThreePartyBind', {
      summary: 'Every third-party provider with its binding state (Unbound, Verifying, Bound) and method (Code, Link)',
      auth: 'required',
      body: NoParamsReq,
      result: res('ThirdPartyListRes'),
      handle: (_body, ctx) => listBindings(ctx),
    })

    call('User/ThreePartyBind/sendCode', {
      summary: "A 'Code' provider: sends the verification code to the provider account's phone",
      auth: 'required',
      limit: 'codes',
      body: P.ThirdPartySendCodeReq,
      result: SentCodeRes,
      handle: (body, ctx) => sendBindCode(ctx, body),
    })

    call('User/ThreePartyBind/bind', {
      summary: "A 'Code' provider: binds the account with the code (Bound at once)",
      description: '1007 wrong code; 1008 the account is bound to another user; 1098 already bound or not a Code provider.',
      auth: 'required',
      limit: 'codes',
      body: P.ThirdPartyBindReq,
      result: res('ThirdPartyBinding'),
      handle: (body, ctx) => bindWithCode(ctx, body),
    })

    call('User/ThreePartyBind/startLink', {
      summary: "A 'Link' provider: issues the provider link; the binding is Verifying until the provider calls back",
      auth: 'required',
      body: P.ProviderReq,
      result: res('ThirdPartyLinkRes'),
      handle: (body, ctx) => startLink(ctx, body.Provider),
    })

    call('User/ThreePartyBind/complete', {
      summary: "The provider's callback (no session): the link's token and the confirmed account; the binding becomes Bound",
      auth: 'none',
      limit: 'codes',
      body: P.ThirdPartyCompleteReq,
      result: res('ThirdPartyCompleteRes'),
      handle: (body, ctx) => completeLink(ctx, body),
    })

    call('User/ThreePartyBind/unbind', {
      summary: 'Unbinds a provider (or abandons its pending link)',
      auth: 'required',
      body: P.ProviderReq,
      result: res('ThirdPartyBinding'),
      handle: (body, ctx) => unbind(ctx, body.Provider),
    })

    call('user/getEmergencyContact', {
      summary: "The caller's emergency contact, or null",
      auth: 'required',
      body: NoParamsReq,
      result: res('EmergencyContactRes'),
      handle: (_body, ctx) => getEmergencyContact(ctx),
    })

    call('user/saveEmergencyContact', {
      summary: 'Saves the emergency contact (name, phone by the phone rule)',
      auth: 'required',
      body: P.SaveEmergencyContactReq,
      result: res('EmergencyContactRes'),
      handle: (body, ctx) => saveEmergencyContact(ctx, body),
    })

    call('emergency/alarm', {
      summary: 'Raises an alarm on an upcoming or ongoing order of the caller: records the message for the contact and a share link valid until the trip ends',
      description:
        '1096 no emergency contact; 1097 the order is over, cancelled or more than 30 days ahead; 1005 not an order of the company the caller may see; 1003 an order neither booked nor travelled by the caller.',
      auth: 'required',
      body: P.AlarmReq,
      result: res('Alarm'),
      handle: (body, ctx) => raiseAlarm(ctx, body),
    })

    call('emergency/listAlarms', {
      summary: "The caller's alarms, newest first, with the recorded message and share link",
      auth: 'required',
      body: P.AlarmListReq,
      result: res('AlarmListRes'),
      handle: (body, ctx) => listAlarms(ctx, body),
    })

    call('emergency/getSharedTrip', {
      summary: 'PUBLIC (no session): the read-only trip behind a share token; 1095 after the trip ended, 1005 unknown token',
      auth: 'none',
      body: P.SharedTripReq,
      result: res('SharedTripRes'),
      handle: (body, ctx) => sharedTrip(ctx, body),
    })
  },
)
