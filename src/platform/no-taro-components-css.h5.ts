/**
 * H5: put where Taro's platform runtime imports the stylesheet of its web components
 * (config/index.ts). Its rules are for components the app does not use (Taro's icons, with their
 * font inline, and WeUI's radio and checkbox) and a wrapper class that nothing sets; the app's
 * own components are plain elements (components.h5.tsx).
 */
export {}
