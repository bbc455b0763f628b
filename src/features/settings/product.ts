/**
 * The personal centre's settings (issue 12), in subpackage features/settings: language,
 * currency, light / dark / system appearance, clearing the cache, password, about us and sign
 * out; my travel standard per product.
 */
import { product } from '@/core/product'

export default product({
  pkg: 'features/settings',
  namespaces: ['account'],
  routes: {
    settings: { page: 'setting/index', url: '/personal/setting' },
    myRanks: { page: 'ranks/index', url: '/personal/ranks' },
    aboutUs: { page: 'about/index', url: '/personal/aboutUs' },
  },
  mine: [{ label: 'shell:mine.myRanks', route: 'myRanks', power: 'MyPermission.MyTravelPolicy' }],
})
