import Taro from '@tarojs/taro'

/** Scrolls the page to the element with this id (a form's first error); nothing happens when it is not rendered. */
export async function scrollToAnchor(id: string): Promise<void> {
  try {
    await Taro.pageScrollTo({ selector: `#${id}`, duration: 300, offsetTop: -80 } as Taro.pageScrollTo.Option)
  } catch {
    // Nothing to scroll to: the toast still names the problem.
  }
}
