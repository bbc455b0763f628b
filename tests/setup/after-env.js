// @tarojs/taro first: importing the runtime before it crashes on an import cycle ("reading 'history'").
require('@tarojs/taro')
const React = require('react')
const ReactDOMClient = require('react-dom/client')
const { createReactApp } = require('@tarojs/plugin-framework-react/dist/runtime')
// Taro 4 hooks (useLoad, useRouter) need an app instance.
createReactApp(({ children }) => children, React, ReactDOMClient, { pages: [] })
