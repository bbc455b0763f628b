/** Frequent travellers and default contacts of the personal centre (issue 12), in subpackage features/traveller. */
import { pagesAt, product } from '@/core/product'

export default product({
  pkg: 'features/traveller',
  namespaces: ['traveller'],
  routes: pagesAt('/personal', {
    passengers: ['list', 'passengers'],
    passengerEdit: ['edit', 'passengerDetails'],
    passengerImport: ['import', 'passengerImport'],
    frequentContacts: ['contacts', 'frequentContacts'],
  }),
  mine: [
    { label: 'shell:mine.travellers', route: 'passengers', power: 'MyPermission.FrequentTraveller.Enable' },
    { label: 'shell:mine.contacts', route: 'frequentContacts', power: 'MyPermission.DefaultContact.Enable' },
  ],
})
