/** Type source for tsc; Taro and jest load pick-files.weapp.ts / pick-files.h5.ts instead. */
import type { Assert, Same } from '@/platform/parity'
import type * as H5 from './pick-files.h5'
import type * as Weapp from './pick-files.weapp'

export * from './pick-files.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
