/** Type source for tsc; Taro and jest load files.weapp.ts / files.h5.ts instead. */
import type * as H5 from './files.h5'
import type * as Weapp from './files.weapp'
import type { Assert, Same } from './parity'

export * from './files.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
