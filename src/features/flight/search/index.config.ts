export default definePageConfig({ navigationBarTitleText: '国内机票' })
