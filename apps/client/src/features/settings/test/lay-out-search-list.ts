import { onTestFinished } from 'vitest';

/**
 * jsdom lays nothing out: gives an open SearchSelect's list (virtualised, it renders only the
 * options in view) the 288 px box it has in a browser, for the current test.
 */
export function layOutSearchList() {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.slot === 'search-select-list' ? 288 : 0;
    },
  });
  // (jsdom defines clientHeight on Element.prototype: removing the shadow restores it)
  onTestFinished(() => void Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight'));
}
