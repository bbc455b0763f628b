/** A mini-program page's query never changes while it is shown, and there is no URL to rewrite. */
import type { RouteParams } from '../routes'

export function onPageQueryChange(_cb: (path: string, params: Record<string, string>) => void): () => void {
  return () => {}
}

export function replacePageQuery(_params: RouteParams): void {}
