// /personal/passengerImport: the file's columns and its template, a file chosen through the kit
// (a name that is not .csv or .xlsx refused before any call), the server's answer row by row —
// imported, and each refused row with its number, name, column and reason — and back to the list.
import TestUtils from '@tarojs/test-utils-react'
import type { TravellerImportRes } from '@api/traveller'
import ImportTravellersPage from '@/features/traveller/import'
import { http, rootStore as stores } from '@/stores'
import { useTestLanguage } from './i18n'
import { byTestId, flush, tap } from './form-helpers'

const mockPicked: { name: string }[] = []
jest.mock('@/components/company-fields/pick-files', () => ({ pickFiles: async () => mockPicked.splice(0, 1).map((f) => ({ ...f, size: 10 })) }))
const mockSaved: string[] = []
jest.mock('@/platform/files', () => ({
  readBase64: async () => 'Q2hOYW1lLE1vYmlsZQ==',
  saveFile: async (name: string) => void mockSaved.push(name),
}))

const ANSWER: TravellerImportRes = {
  Rows: 3,
  Imported: 2,
  Results: [
    { Row: 1, Name: '王芳', FrequentTravelerId: 31, Field: '', Message: '' },
    { Row: 2, Name: '赵磊', FrequentTravelerId: null, Field: 'DocNo', Message: 'The ID card number is not valid.' },
    { Row: 3, Name: 'LI/NA', FrequentTravelerId: 32, Field: '', Message: '' },
  ],
}

describe('importing frequent travellers', () => {
  let mounted: TestUtils | null = null
  let sent: { FileName: string; ContentBase64: string }[] = []
  let toasts: string[] = []

  async function open(canAdd = true) {
    useTestLanguage('en')
    sent = []
    toasts = []
    stores.power.set({ MyPermission: { FrequentTraveller: { Enable: true, Add: canAdd } } })
    jest.spyOn(stores.ui, 'toast').mockImplementation(((text: string) => void toasts.push(text)) as never)
    jest.spyOn(http, 'call').mockImplementation((async (path: string, body: { FileName: string; ContentBase64: string }) => {
      if (path !== 'frequentTraveler/batchImport') throw new Error(`unexpected ${path}`)
      sent.push(body)
      return ANSWER
    }) as never)
    const utils = new TestUtils()
    mounted = utils
    await utils.mount(() => <ImportTravellersPage />, {})
    await flush()
  }

  afterEach(() => {
    mounted?.unmout()
    mounted = null
    jest.restoreAllMocks()
  })

  it('explains the columns and downloads the template', async () => {
    await open()
    const columns = Array.from(document.querySelectorAll('[data-testid="import-column"]')).map((e) => e.getAttribute('data-key'))
    expect(columns).toEqual([
      'ChName',
      'LastName',
      'FirstName',
      'Gender',
      'BirthDate',
      'MobileCountryCode',
      'Mobile',
      'Email',
      'DocType',
      'DocNo',
      'Expiry',
      'Nationality',
    ])
    expect(byTestId('import-template')?.textContent).toContain('ChName / 中文姓名')
    await tap(byTestId('import-template-download'))
    expect(mockSaved).toEqual(['frequent-travellers.csv'])
  })

  it('refuses a file that is not CSV or XLSX before any call', async () => {
    await open()
    mockPicked.push({ name: 'travellers.pdf' })
    await tap(byTestId('import-pick'))
    await flush()
    expect(sent).toEqual([])
    expect(toasts).toHaveLength(1)
    expect(byTestId('import-outcome')).toBeNull()
  })

  it('sends the file and reports every refused row with its number, name, column and reason', async () => {
    await open()
    mockPicked.push({ name: 'team.csv' })
    await tap(byTestId('import-pick'))
    await flush()
    expect(sent).toEqual([{ FileName: 'team.csv', ContentBase64: 'Q2hOYW1lLE1vYmlsZQ==' }])
    const outcome = byTestId('import-outcome')!
    expect(outcome.getAttribute('data-imported')).toBe('2')
    expect(outcome.textContent).toContain('2 of 3 rows imported · not imported: 1')
    const errors = Array.from(document.querySelectorAll('[data-testid="import-error"]'))
    expect(errors.map((e) => [e.getAttribute('data-row'), e.textContent])).toEqual([['2', 'Row 2 · 赵磊 · DocNoThe ID card number is not valid.']])
    expect(byTestId('passenger-import-back')).not.toBeNull()
    expect(byTestId('import-pick')?.textContent).toBe('Choose another file')
  })

  it('says so to someone who may not add travellers', async () => {
    await open(false)
    expect(byTestId('passenger-import-denied')).not.toBeNull()
    expect(byTestId('import-pick')).toBeNull()
  })
})
