import { appPages, pagePathOf } from './routes'

const { pages, subPackages } = appPages()

// Tab texts are fixed at build time on weapp; the tab bar store sets localized texts at run time.
export default defineAppConfig({
  entryPagePath: pagePathOf('home').slice(1),
  pages,
  subPackages,
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '企业差旅',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f4f6fa',
  },
  tabBar: {
    color: '#8a93a6',
    selectedColor: '#1f6fff',
    backgroundColor: '#ffffff',
    borderStyle: 'white',
    list: [
      { pagePath: pagePathOf('home').slice(1), text: '首页', iconPath: 'assets/tab/home.png', selectedIconPath: 'assets/tab/home-active.png' },
      { pagePath: pagePathOf('manage').slice(1), text: '管理', iconPath: 'assets/tab/manage.png', selectedIconPath: 'assets/tab/manage-active.png' },
      { pagePath: pagePathOf('message').slice(1), text: '消息', iconPath: 'assets/tab/message.png', selectedIconPath: 'assets/tab/message-active.png' },
      { pagePath: pagePathOf('trip').slice(1), text: '行程', iconPath: 'assets/tab/trip.png', selectedIconPath: 'assets/tab/trip-active.png' },
      { pagePath: pagePathOf('user').slice(1), text: '我的', iconPath: 'assets/tab/user.png', selectedIconPath: 'assets/tab/user-active.png' },
    ],
  },
})
