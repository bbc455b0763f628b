/** Type source for tsc; Taro and jest load storage.weapp.ts / storage.h5.ts instead. */
import type * as H5 from './storage.h5'
import type * as Weapp from './storage.weapp'
import type { Assert, Same } from './parity'

export * from './storage.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
