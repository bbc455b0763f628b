/**
 * Theme templates. Image fields hold server paths ('/media/...'); services/theme.ts turns them
 * into absolute URLs per request because the mini-program cannot load relative ones.
 */
import type { Theme } from '../../../../types/api'

const icons = (): Theme['ModuleIcons'] => ({
  Plane: '/media/icons/plane.svg',
  Hotel: '/media/icons/hotel.svg',
  Train: '/media/icons/train.svg',
  Car: '/media/icons/car.svg',
  Dinner: '/media/icons/dinner.svg',
  TravelApply: '/media/icons/travel-apply.svg',
  Travel: '/media/icons/travel.svg',
  Bus: '/media/icons/bus.svg',
})

const tab = (name: string) => ({ Icon: `/media/tabs/${name}.svg`, ActiveIcon: `/media/tabs/${name}-active.svg` })
const tabs = (): Theme['TabIcons'] => ({ Home: tab('home'), Manage: tab('manage'), Message: tab('message'), Trip: tab('trip'), User: tab('user') })

export type ThemeProfile = 'default' | 'hengyuan' | 'lanhai'

export function buildTheme(profile: ThemeProfile): Theme {
  const palette = {
    default: { primary: '#0e62e8', welcome: '#0b3d91', search: '#0e62e8', banner: 'default' },
    hengyuan: { primary: '#1a5fd6', welcome: '#0a2f6b', search: '#1a5fd6', banner: 'hengyuan' },
    lanhai: { primary: '#047857', welcome: '#064e3b', search: '#0b7a55', banner: 'lanhai' },
  }[profile]
  return {
    WelcomeColor: palette.welcome,
    PrimaryColor: palette.primary,
    SearchButtonBackground: palette.search,
    BackgroundImage: `/media/banners/${palette.banner}.svg`,
    TabColor: '#6b7385',
    TabActiveColor: palette.primary,
    ModuleIcons: icons(),
    TabIcons: tabs(),
  }
}
