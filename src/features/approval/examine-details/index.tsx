import { View } from '@tarojs/components'
export default function Page() { return <View>approvalDetails</View> }
