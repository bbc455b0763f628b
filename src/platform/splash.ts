/** Type source for tsc; Taro and jest load splash.weapp.ts / splash.h5.ts instead. */
import type * as H5 from './splash.h5'
import type * as Weapp from './splash.weapp'
import type { Assert, Same } from './parity'

export * from './splash.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
