/**
 * A page's title in its config, for the mini-program's native bar: the default language's until
 * the Page frame names the page in the reader's (components/page). H5 draws no native bar (its
 * header and the document title come from the same Page frame), so there the route table that
 * Taro builds from these configs, part of the first load, carries no titles.
 */
export function barTitle(title: string): { navigationBarTitleText?: string } {
  return process.env.TARO_ENV === 'h5' ? {} : { navigationBarTitleText: title }
}
