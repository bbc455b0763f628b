/** Type source for tsc; Taro and jest load page-query.weapp.ts / page-query.h5.ts instead. */
import type * as H5 from './page-query.h5'
import type * as Weapp from './page-query.weapp'
import type { Assert, Same } from './parity'

export * from './page-query.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
