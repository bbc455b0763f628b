/**
 * The one list of files allowed to touch a platform global (wx, window, document, location,
 * process.env.TARO_ENV) outside src/platform, each with its reason. Anything else goes through
 * src/platform.
 */
export const PLATFORM_GLOBAL_EXCEPTIONS: Record<string, string> = {
  'src/components/virtual-list/index.tsx':
    'Measures rendered rows in the DOM on H5 (rem size, row heights) where Taro gives no layout query fast enough for scrolling; the weapp side takes the scroll offset instead.',
  'src/components/company-fields/pick-files.h5.ts':
    'The H5 half of a platform pair (pick-files.weapp.ts uses wx.chooseMessageFile): a hidden file input is the browser way to pick files.',
  'src/components/result-list/bench-rows.ts':
    'The bench-only row multiplier (benchRows) is honoured on H5 only, where the lists are measured; it never affects a user.',
  'src/app.config.ts':
    'Build-time app configuration, read by the build and never shipped as code: the mini-program declares darkmode with theme.json variables, H5 takes plain colours.',
}
