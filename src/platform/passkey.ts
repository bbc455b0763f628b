/** Type source for tsc; Taro and jest load passkey.weapp.ts / passkey.h5.ts instead. */
import type * as H5 from './passkey.h5'
import type * as Weapp from './passkey.weapp'
import type { Assert, Same } from './parity'

export * from './passkey.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
