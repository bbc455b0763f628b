export default definePageConfig({ navigationBarTitleText: '选择航班' })
