/**
 * The mini-program never returns from WeChat's web authorization (wechat.ts is H5's): /callback
 * there is never a WeChat return.
 */
import type { RawParams } from './params'

export function startWechatSignIn(): void {}

export const isWechatReturn = (_p: RawParams): boolean => false

export async function finishWechatReturn(_p: RawParams): Promise<void> {}
