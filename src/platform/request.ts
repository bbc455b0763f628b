/** Type source for tsc; Taro and jest load request.weapp.ts / request.h5.ts instead. */
import type * as H5 from './request.h5'
import type * as Weapp from './request.weapp'
import type { Assert, Same } from './parity'

export * from './request.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
