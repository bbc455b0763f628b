/** Type source for tsc; Taro and jest load carousel.weapp.tsx / carousel.h5.tsx instead. */
import type * as H5 from './carousel.h5'
import type * as Weapp from './carousel.weapp'
import type { Assert, Same } from './parity'

export * from './carousel.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
