import { afterEach, describe, expect, it } from 'vitest';
import { focusFallback, installFocusKeeper } from './focus-keeper';

let uninstall: (() => void) | undefined;
afterEach(() => {
  uninstall?.();
  document.body.innerHTML = '';
});

function page(html: string) {
  document.body.innerHTML = `<main id="main-content" tabindex="-1">${html}</main>`;
  uninstall = installFocusKeeper(document);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 80));

describe('focus keeper', () => {
  it('moves the focus to a control beside a removed one, not to <body>', async () => {
    page(
      `<div id="toolbar"><span id="slot"><button id="edit">Edit layout</button></span><button id="add">Add widget</button></div>`,
    );
    document.getElementById('edit')!.focus();
    document.getElementById('slot')!.innerHTML = '<button id="save">Save layout</button>';
    expect(document.activeElement).toBe(document.body);
    await settle();
    expect(document.activeElement?.id).toBe('save');
  });

  it('falls back to the main region when nothing near is left', async () => {
    page(`<section><button id="only">Delete</button></section>`);
    document.getElementById('only')!.focus();
    document.querySelector('section')!.remove();
    await settle();
    expect(document.activeElement?.id).toBe('main-content');
  });

  it('waits for the next page when there is no main region yet (signing in replaces the whole page)', async () => {
    document.body.innerHTML = `<div id="public"><form><input id="password"></form></div>`;
    uninstall = installFocusKeeper(document);
    document.getElementById('password')!.focus();
    document.getElementById('public')!.remove();
    await settle();
    expect(document.activeElement).toBe(document.body);
    const main = document.createElement('main');
    Object.assign(main, { id: 'main-content', tabIndex: -1 });
    document.body.append(main); // the signed-in shell arrives
    await settle();
    expect(document.activeElement).toBe(main);
  });

  it('leaves the focus alone when someone else placed it, or a pointer press chose none', async () => {
    page(`<div><button id="a">A</button><button id="b">B</button></div><input id="other">`);
    document.getElementById('a')!.focus();
    document.getElementById('a')!.remove();
    document.getElementById('other')!.focus(); // a dialog gave it back to its opener
    await settle();
    expect(document.activeElement?.id).toBe('other');

    document.getElementById('b')!.focus();
    document.dispatchEvent(new Event('pointerdown'));
    (document.activeElement as HTMLElement).blur();
    document.getElementById('b')!.remove();
    await settle();
    expect(document.activeElement).toBe(document.body);
  });

  it('skips disabled and hidden controls when choosing', () => {
    document.body.innerHTML = `<main id="main-content"><div id="box"><button disabled>Undo</button><button aria-hidden="true">x</button><a href="/x" id="link">Preview</a></div></main>`;
    expect(focusFallback([document.getElementById('box')!])?.id).toBe('link');
  });
});
