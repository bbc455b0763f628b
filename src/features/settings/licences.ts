/** The open-source libraries the app ships (package.json dependencies; a test keeps the two together). */
export const LIBRARIES: readonly { name: string; covers: string; licence: string; url: string }[] = [
  { name: 'Taro', covers: '@tarojs/', licence: 'MIT', url: 'https://github.com/NervJS/taro' },
  { name: 'React', covers: 'react', licence: 'MIT', url: 'https://github.com/facebook/react' },
  { name: 'React DOM', covers: 'react-dom', licence: 'MIT', url: 'https://github.com/facebook/react' },
  { name: 'node-qrcode', covers: 'qrcode', licence: 'MIT', url: 'https://github.com/soldair/node-qrcode' },
  { name: 'MobX', covers: 'mobx', licence: 'MIT', url: 'https://github.com/mobxjs/mobx' },
  { name: 'mobx-react', covers: 'mobx-react', licence: 'MIT', url: 'https://github.com/mobxjs/mobx' },
  { name: 'i18next', covers: 'i18next', licence: 'MIT', url: 'https://github.com/i18next/i18next' },
  { name: 'react-i18next', covers: 'react-i18next', licence: 'MIT', url: 'https://github.com/i18next/react-i18next' },
  { name: 'Day.js', covers: 'dayjs', licence: 'MIT', url: 'https://github.com/iamkun/dayjs' },
  { name: 'Taro UI', covers: 'taro-ui', licence: 'MIT', url: 'https://github.com/NervJS/taro-ui' },
  { name: 'Apache ECharts', covers: 'echarts', licence: 'Apache-2.0', url: 'https://github.com/apache/echarts' },
  { name: 'SimpleWebAuthn', covers: '@simplewebauthn/', licence: 'MIT', url: 'https://github.com/MasterKale/SimpleWebAuthn' },
  { name: 'Babel runtime', covers: '@babel/runtime', licence: 'MIT', url: 'https://github.com/babel/babel' },
]
