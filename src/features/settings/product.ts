/**
 * The personal centre's settings (issue 12), in subpackage features/settings: language,
 * currency, light / dark / system appearance, clearing the cache, password, about us and sign
 * out; my travel standard per product.
 */
import { pagesAt, product } from '@/core/product'

export default product({
  pkg: 'features/settings',
  namespaces: ['account'],
  routes: pagesAt('/personal', { settings: 'setting', myRanks: 'ranks', aboutUs: ['about', 'aboutUs'] }),
  mine: [{ label: 'shell:mine.myRanks', route: 'myRanks', power: 'MyPermission.MyTravelPolicy' }],
})
