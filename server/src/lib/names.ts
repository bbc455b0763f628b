/** A person's name as every screen shows it: the Chinese name, else 'LAST/FIRST'. */
export const displayName = (p: { chName: string; lastName: string; firstName: string }): string => p.chName || `${p.lastName}/${p.firstName}`.replace(/^\/|\/$/g, '')
