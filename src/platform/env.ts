/** Type source for tsc; Taro and jest load env.weapp.ts / env.h5.ts instead. */
import type * as H5 from './env.h5'
import type * as Weapp from './env.weapp'
import type { Assert, Same } from './parity'

export * from './env.h5'
/** `target` differs by design ('h5' vs 'weapp'); everything else must match. */
export type Parity = Assert<Same<Omit<typeof H5, 'target'>, Omit<typeof Weapp, 'target'>>>
