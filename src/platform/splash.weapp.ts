/** The mini-program has WeChat's own launch screen and shows its pages itself: nothing to do. */
export function hideSplash(): void {}

export function splashShown(): boolean {
  return false
}

export function splashProblem(_message: string, _retryLabel: string, _retry: () => void): void {}
