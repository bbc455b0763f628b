import { PropsWithChildren, createElement } from 'react'
import { useLaunch } from '@tarojs/taro'
import { appStart } from './platform/app-start'
import './app.scss'

const { StoreContext, rootStore, startApp } = appStart

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    void startApp()
  })
  return createElement(StoreContext.Provider, { value: rootStore }, children)
}

export default App
