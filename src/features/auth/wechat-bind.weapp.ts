/**
 * The mini-program keeps no WeChat of an earlier browser visit to bind (wechat-bind.ts is H5's):
 * nothing to bind after signing in.
 */
export function keepWechatForBinding(_ticket: string): void {}

export async function bindKeptWechat(): Promise<void> {}
