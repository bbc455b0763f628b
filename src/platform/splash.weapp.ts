/** The mini-program has WeChat's own launch screen: nothing to hide. */
export function hideSplash(): void {}
