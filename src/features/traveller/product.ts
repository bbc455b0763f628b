/** Frequent travellers and default contacts of the personal centre (issue 12), in subpackage features/traveller. */
import { product } from '@/core/product'

export default product({
  pkg: 'features/traveller',
  namespaces: ['traveller'],
  routes: {
    passengers: { page: 'list/index', url: '/personal/passengers' },
    passengerEdit: { page: 'edit/index', url: '/personal/passengerDetails' },
    passengerImport: { page: 'import/index', url: '/personal/passengerImport' },
    frequentContacts: { page: 'contacts/index', url: '/personal/frequentContacts' },
  },
  mine: [
    { label: 'shell:mine.travellers', route: 'passengers', power: 'MyPermission.FrequentTraveller.Enable' },
    { label: 'shell:mine.contacts', route: 'frequentContacts', power: 'MyPermission.DefaultContact.Enable' },
  ],
})
