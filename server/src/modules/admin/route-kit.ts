/** What the administration calls share: the ManagePermission prefix of their flags and the shape of their answers. */
import * as A from '../../../../types/api/admin'
import { resultsOf } from '../../http/result-schema'

export const M = 'ManagePermission' as const
export const res = resultsOf('admin')
export const count = (n: number): A.CountRes => ({ Count: n })
