/**
 * The personal centre's own screens (docs/personal.md), in subpackage features/personal: my
 * orders of every product in one list,
 * notification switches, changing the bound phone, third-party account bindings (Ctrip, Huazhu,
 * Meituan), the emergency contact, raising an emergency alarm for a trip with its past alarms, and
 * the public page the emergency contact opens from the alarm's link, and the page for following
 * the official account (/wechatShare).
 */
import { product } from '@/core/product'

export default product({
  pkg: 'features/personal',
  namespaces: ['personal'],
  routes: {
    notificationSettings: { page: 'notifications/index', url: '/personal/notifications' },
    linkCellPhone: { page: 'phone/index', url: '/personal/linkCellPhone' },
    jointBinding: { page: 'bindings/index', url: '/personal/jointBinding' },
    accountAssociated: { page: 'bindings/associated', url: '/personal/accountAssociated' },
    cTripBind: { page: 'bind/ctrip', url: '/personal/cTripBind' },
    huaZhuBind: { page: 'bind/huazhu', url: '/personal/huaZhuBind' },
    meituanBind: { page: 'bind/meituan', url: '/personal/meituanBind' },
    emergencyContact: { page: 'emergency/contact', url: '/personal/emergencyContact' },
    emergencyAlarm: { page: 'emergency/alarm', url: '/personal/emergencyAlarm' },
    emergencyAlarms: { page: 'emergency/alarms', url: '/personal/emergencyAlarms' },
    emergencyShare: { page: 'share/index', url: '/personal/emergencyShare', open: true },
    myOrders: { page: 'orders/index', url: '/personal/orders' },
    wechatShare: { page: 'wechat-share/index', url: '/wechatShare', open: true },
  },
  mine: [
    { label: 'shell:mine.allOrders', route: 'myOrders', lead: true },
    { label: 'shell:mine.bindings', route: 'jointBinding' },
    { label: 'shell:mine.emergencyContact', route: 'emergencyContact' },
    { label: 'shell:mine.followAccount', route: 'wechatShare' },
  ],
})
