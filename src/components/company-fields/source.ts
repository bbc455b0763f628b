/**
 * Where the company fields get their choices and store their files. Product-neutral calls,
 * injected as a prop so every product's order form (and the tests) can hand in its own.
 */
import type { CatalogItem, Product, PurposesRes, UploadedFile } from '@api/flight'
import type { CatalogKey } from '@/domain/booking'
import { http } from '@/stores'
import type { PickedFile } from './picked-file'

export interface CompanyFieldsSource {
  catalog(key: CatalogKey, keyword?: string): Promise<CatalogItem[]>
  purposes(): Promise<PurposesRes>
  upload(file: PickedFile): Promise<UploadedFile>
}

const CATALOG_PATH = {
  CostCenter: 'user/getCostCenters',
  Department: 'user/getDepartments',
  BusinessUnit: 'user/getBusinessUnits',
  CustomItem: 'user/getCustomItems',
} as const

export function createCompanyFieldsSource(product: Product): CompanyFieldsSource {
  return {
    async catalog(key, keyword) {
      // Several lists may load at once on one form: never let one cancel another.
      const r = await http.call(CATALOG_PATH[key], keyword ? { Keyword: keyword } : {}, { parallel: true })
      return r.Items
    },
    purposes: () => http.call('user/getPurposes', { Product: product }, { parallel: true }),
    upload: uploadAttachment,
  }
}

/** One attachment through systemInfo/uploadFiles (orders' company fields, feedback). */
export async function uploadAttachment(file: PickedFile): Promise<UploadedFile> {
  const spec = file.blob ? { file: file.blob, fileName: file.name, name: 'files' } : { filePath: file.path ?? '', name: 'files' }
  const r = await http.upload('systemInfo/uploadFiles', spec)
  const uploaded = r.Files[0]
  if (!uploaded) throw new Error('upload answered no file')
  return uploaded
}
