/** The mini-program's pages are WeChat's own: nothing to keep shown (see page-shade.h5.ts). */
export function keepTopPageShown(): void {}
