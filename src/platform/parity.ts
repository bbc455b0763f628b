/**
 * Compile-time check that the weapp and h5 variants of a platform module export the same
 * surface: `Assert<Same<typeof H5, typeof Weapp>>` fails to typecheck when they drift apart.
 * Used only by the `x.ts` type sources, which bundlers never load.
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
export type Assert<T extends true> = T
