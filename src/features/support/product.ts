/**
 * The help centre, the service robot and feedback of the personal centre (issue 12), in
 * subpackage features/support; consultants answer feedback and read the robot's hand-overs on
 * their inbox page (reached from the feedback page when the server says they answer); and the
 * in-app web view of company links.
 */
import { product } from '@/core/product'

export default product({
  pkg: 'features/support',
  namespaces: ['support'],
  routes: {
    ourService: { page: 'help/index', url: '/ourService' },
    serviceRobot: { page: 'robot/index', url: '/ourService/robot' },
    suggestion: { page: 'suggestion/index', url: '/personal/suggestion' },
    serviceInbox: { page: 'inbox/index', url: '/personal/serviceInbox' },
    webview: { page: 'webview/index', url: '/module/webview' },
  },
  mine: [
    { label: 'shell:mine.help', route: 'ourService', power: 'CustomerServiceQAPermission.Other' },
    { label: 'shell:mine.feedback', route: 'suggestion', power: 'CustomerServiceQAPermission.Other' },
  ],
})
