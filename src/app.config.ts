import { appPages, pagePathOf } from './routes'
import zhCN from './i18n/locales/zh-CN/common.json'

const { pages, subPackages } = appPages()

// Tab texts are fixed at build time on weapp (the default language); the Page frame sets the
// user's language at run time.
//
// The current place of a ride asks WeChat for the position (wx.getLocation): the mini-program
// declares it among its private infos and says why in the authorization prompt (zh-CN, the
// default language, as the tab texts).
//
// The mini-program declares darkmode, so WeChat reports the system's scheme (appearance "follow
// the system") and paints the navigation bar, window and tab bar from src/theme.json before any
// script runs; the Page frame then applies the person's own choice. H5 takes plain colours.
const weapp = process.env.TARO_ENV === 'weapp'
const colour = <T extends string>(variable: string, light: T): T => (weapp ? (`@${variable}` as T) : light)

// H5 has no packages: its router reads one list of every page (each page is a chunk of its own
// either way), and the packages' list would only repeat it in the first load.
const h5Pages = () => [...pages, ...subPackages.flatMap((sub) => sub.pages.map((page) => `${sub.root}/${page}`))]

export default defineAppConfig({
  entryPagePath: pagePathOf('home').slice(1),
  ...(weapp ? { pages, subPackages } : { pages: h5Pages() }),
  ...(weapp
    ? {
        darkmode: true,
        themeLocation: 'theme.json',
        requiredPrivateInfos: ['getLocation'],
        permission: { 'scope.userLocation': { desc: zhCN.locationPurpose } },
      }
    : {}),
  window: {
    backgroundTextStyle: colour('bgText', 'dark'),
    navigationBarBackgroundColor: colour('navBg', '#ffffff'),
    navigationBarTitleText: zhCN.appTitle,
    navigationBarTextStyle: colour('navText', 'black'),
    backgroundColor: colour('windowBg', '#f4f6fa'),
  },
  tabBar: {
    color: colour('tabColor', '#5c6475'),
    selectedColor: colour('tabSelected', '#0e62e8'),
    backgroundColor: colour('tabBg', '#ffffff'),
    borderStyle: colour('tabBorder', 'white'),
    list: [
      { pagePath: pagePathOf('home').slice(1), text: zhCN.tabs.home, iconPath: 'assets/tab/home.png', selectedIconPath: 'assets/tab/home-active.png' },
      { pagePath: pagePathOf('manage').slice(1), text: zhCN.tabs.manage, iconPath: 'assets/tab/manage.png', selectedIconPath: 'assets/tab/manage-active.png' },
      {
        pagePath: pagePathOf('message').slice(1),
        text: zhCN.tabs.message,
        iconPath: 'assets/tab/message.png',
        selectedIconPath: 'assets/tab/message-active.png',
      },
      { pagePath: pagePathOf('trip').slice(1), text: zhCN.tabs.trip, iconPath: 'assets/tab/trip.png', selectedIconPath: 'assets/tab/trip-active.png' },
      { pagePath: pagePathOf('user').slice(1), text: zhCN.tabs.user, iconPath: 'assets/tab/user.png', selectedIconPath: 'assets/tab/user-active.png' },
    ],
  },
})
