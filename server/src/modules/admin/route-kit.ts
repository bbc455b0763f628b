/** What the administration calls share: the ManagePermission prefix of their flags and the shape of their answers. */
import * as A from '../../../../types/api/admin'
import { resultOf } from '../../http/result-schema'

export const M = 'ManagePermission' as const
export const res = <T>(name: string) => resultOf<T>(name, 'admin')
export const count = (n: number): A.CountRes => ({ Count: n })
