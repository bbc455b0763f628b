import { appPages, pagePathOf } from './routes'
import zhCN from './i18n/locales/zh-CN/common.json'

const { pages, subPackages } = appPages()

// Tab texts are fixed at build time on weapp (the default language); the Page frame sets the
// user's language at run time.
export default defineAppConfig({
  entryPagePath: pagePathOf('home').slice(1),
  pages,
  subPackages,
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: zhCN.appTitle,
    navigationBarTextStyle: 'black',
    backgroundColor: '#f4f6fa',
  },
  tabBar: {
    color: '#5c6475',
    selectedColor: '#0e62e8',
    backgroundColor: '#ffffff',
    borderStyle: 'white',
    list: [
      { pagePath: pagePathOf('home').slice(1), text: zhCN.tabs.home, iconPath: 'assets/tab/home.png', selectedIconPath: 'assets/tab/home-active.png' },
      { pagePath: pagePathOf('manage').slice(1), text: zhCN.tabs.manage, iconPath: 'assets/tab/manage.png', selectedIconPath: 'assets/tab/manage-active.png' },
      { pagePath: pagePathOf('message').slice(1), text: zhCN.tabs.message, iconPath: 'assets/tab/message.png', selectedIconPath: 'assets/tab/message-active.png' },
      { pagePath: pagePathOf('trip').slice(1), text: zhCN.tabs.trip, iconPath: 'assets/tab/trip.png', selectedIconPath: 'assets/tab/trip-active.png' },
      { pagePath: pagePathOf('user').slice(1), text: zhCN.tabs.user, iconPath: 'assets/tab/user.png', selectedIconPath: 'assets/tab/user-active.png' },
    ],
  },
})
