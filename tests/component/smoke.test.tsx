import React from 'react'
import { View, Text } from '@tarojs/components'
import TestUtils from '@tarojs/test-utils-react'

describe('taro test utils', () => {
  it('mounts a Taro component into jsdom', async () => {
    const utils = new TestUtils()
    await utils.mount(() => <View><Text>hello travel</Text></View>, {})
    expect(document.body.textContent).toContain('hello travel')
  })
})
