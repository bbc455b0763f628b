/**
 * The mini-program is WeChat itself: its login never sends anyone through WeChat's web
 * authorization, so it leaves out wechat-entry.tsx and, with it, the office/WeChat texts.
 */
export default function WechatEntry(_props: { agreed: boolean }): null {
  return null
}
