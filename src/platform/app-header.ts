/** Type source for tsc; Taro and jest load app-header.weapp.tsx / app-header.h5.tsx instead. */
import type * as H5 from './app-header.h5'
import type * as Weapp from './app-header.weapp'
import type { Assert, Same } from './parity'

export * from './app-header.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
