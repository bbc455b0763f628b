/**
 * The personal centre's frequent travellers and default contacts (types/api/traveller.ts). A
 * traveller or contact belongs to the user who keeps it, within the company; the products'
 * pickers read the travellers through frequentTraveler/quicklist (the order kernel's calls).
 * The brief's names of the same calls (frequentTraveler/add and put, user/…DefaultContact) are
 * published with the same declaration and handler (docs/addresses.md).
 */
import * as T from '../../../types/api/traveller'
import { callWithOtherNames, defineDomain } from '../http/call'
import { deleteContact, listContacts, saveContact, setDefaultContact } from '../services/travellers/contacts'
import { importTravellers } from '../services/travellers/import'
import { invalid } from '../services/travellers/texts'
import { deleteTraveller, listTravellers, saveTraveller, travellerDetail } from '../services/travellers/travellers'

export default defineDomain('traveller', 'Frequent travellers (documents, cards) and default contacts of the personal centre', 'traveller', (call, res) => {
  call('frequentTraveler/list', {
    summary: "The caller's frequent travellers, newest first, searched by name, phone or document number, paged",
    auth: 'required',
    power: 'MyPermission.FrequentTraveller.Enable',
    body: T.FrequentTravelerListReq,
    result: res('FrequentTravelerListRes'),
    handle: (body, ctx) => listTravellers(ctx, body),
  })

  call('frequentTraveler/detail', {
    summary: 'One frequent traveller with every document and card; documents with less than 6 months left are warned',
    auth: 'required',
    power: 'MyPermission.FrequentTraveller.Enable',
    body: T.FrequentTravelerIdReq,
    result: res('FrequentTravelerDetail'),
    handle: (body, ctx) => travellerDetail(ctx, body.FrequentTravelerId),
  })

  callWithOtherNames(
    call,
    'frequentTraveler/save',
    {
      summary: 'Creates (no FrequentTravelerId) or edits a frequent traveller under the rules of docs/validation.md',
      description:
        'Names in Chinese or English; a mainland ID card gives birth date and gender (a different one entered is refused); other documents need an expiry: expired is refused, under 6 months is saved with Warnings. One frequent-flyer card per airline, one membership card per hotel group. Creating needs FrequentTraveller.Add, editing FrequentTraveller.Edit.',
      auth: 'required',
      power: 'MyPermission.FrequentTraveller.Enable',
      body: T.FrequentTravelerSaveReq,
      result: res('FrequentTravelerSaveRes'),
      handle: (body, ctx) => saveTraveller(ctx, body),
    },
    {
      'frequentTraveler/add': 'frequentTraveler/save by its other name, for a new traveller (no FrequentTravelerId)',
      'frequentTraveler/put': 'frequentTraveler/save by its other name, for an edit (FrequentTravelerId)',
    },
  )

  call('frequentTraveler/batchImport', {
    summary: 'Imports travellers from a CSV or XLSX file, one a row, each saved as frequentTraveler/save would; answers every row',
    description:
      'Columns by header: ChName, LastName, FirstName, MobileCountryCode, Mobile, Email, DocType (default IDCard), DocNo, Expiry, Nationality, or their zh-CN headers. A bad row is reported with its field and reason and the good ones are saved. 1001 for another file type, an unreadable file, unknown or missing columns, no rows or more than 500; 1003 without FrequentTraveller.Add.',
    auth: 'required',
    power: 'MyPermission.FrequentTraveller.Enable',
    body: T.TravellerImportReq,
    result: res('TravellerImportRes'),
    handle: (body, ctx) => importTravellers(ctx, body),
  })

  call('frequentTraveler/delete', {
    summary: 'Deletes one of the caller’s frequent travellers with its documents and cards',
    auth: 'required',
    power: 'MyPermission.FrequentTraveller.Edit',
    body: T.FrequentTravelerIdReq,
    result: res('FrequentTravelerDeleteRes'),
    handle: (body, ctx) => deleteTraveller(ctx, body.FrequentTravelerId),
  })

  callWithOtherNames(
    call,
    'frequentContact/list',
    {
      summary: "The caller's contacts, the default first, paged",
      auth: 'required',
      power: 'MyPermission.DefaultContact.Enable',
      body: T.FrequentContactListReq,
      result: res('FrequentContactListRes'),
      handle: (body, ctx) => listContacts(ctx, body),
    },
    { 'user/getDefaultContacts': 'frequentContact/list by its other name' },
  )

  callWithOtherNames(
    call,
    'frequentContact/save',
    {
      summary: 'Creates or edits a contact; phones never repeat among the caller’s contacts (1008)',
      auth: 'required',
      power: 'MyPermission.DefaultContact.Enable',
      body: T.FrequentContactSaveReq,
      result: res('FrequentContact'),
      handle: (body, ctx) => saveContact(ctx, body),
    },
    { 'user/addDefaultContact': 'frequentContact/save by its other name' },
  )

  call('frequentContact/delete', {
    summary: 'Deletes a contact; when it was the default, the oldest remaining one becomes the default',
    auth: 'required',
    power: 'MyPermission.DefaultContact.Enable',
    body: T.FrequentContactIdReq,
    result: res('FrequentContactDeleteRes'),
    handle: (body, ctx) => deleteContact(ctx, body.ContactId),
  })
  call('user/deleteDefaultContact', {
    summary: 'frequentContact/delete by its other name; the contact as ContactId or as `?id=` in the address',
    auth: 'required',
    power: 'MyPermission.DefaultContact.Enable',
    body: T.DefaultContactDeleteReq,
    fromQuery: { id: 'ContactId' },
    result: res('FrequentContactDeleteRes'),
    handle: (body, ctx) => {
      if (!body.ContactId) throw invalid('tvContactIdMissing')
      return deleteContact(ctx, body.ContactId)
    },
  })

  callWithOtherNames(
    call,
    'frequentContact/setDefault',
    {
      summary: 'Makes a contact the one default contact of the caller',
      auth: 'required',
      power: 'MyPermission.DefaultContact.Enable',
      body: T.FrequentContactIdReq,
      result: res('FrequentContact'),
      handle: (body, ctx) => setDefaultContact(ctx, body.ContactId),
    },
    { 'user/setDefaultContact': 'frequentContact/setDefault by its other name' },
  )
})
