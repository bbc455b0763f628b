/** Type source for tsc; Taro and jest load login.weapp.ts / login.h5.ts instead. */
import type * as H5 from './login.h5'
import type * as Weapp from './login.weapp'
import type { Assert, Same } from './parity'

export * from './login.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
