/** Type source for tsc; Taro and jest load page-title.weapp.ts / page-title.h5.ts instead. */
import type * as H5 from './page-title.h5'
import type * as Weapp from './page-title.weapp'
import type { Assert, Same } from './parity'

export * from './page-title.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
