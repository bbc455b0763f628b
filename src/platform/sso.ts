/** Type source for tsc; Taro and jest load sso.weapp.ts / sso.h5.ts instead. */
import type * as H5 from './sso.h5'
import type * as Weapp from './sso.weapp'
import type { Assert, Same } from './parity'

export * from './sso.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
