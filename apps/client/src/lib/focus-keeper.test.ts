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

  it('goes to the new main region, not the skip link, when the page itself was replaced', async () => {
    // A signed-in unknown address: the bare not-found frame's <main> had the focus, then the
    // shell (skip link first) replaced it.
    document.body.innerHTML = `<div id="root"><main id="main-content" tabindex="-1"></main></div>`;
    uninstall = installFocusKeeper(document);
    document.getElementById('main-content')!.focus();
    document.getElementById('root')!.innerHTML =
      `<div data-slot="app-shell"><a href="#main-content">Skip to content</a><nav><a href="/">Home</a></nav><main id="main-content" tabindex="-1"><button>Go home</button></main></div>`;
    await settle();
    expect(document.activeElement).toBe(document.getElementById('main-content'));
  });

  it('stays beside a removed sidebar control, but takes the main region once the search reaches the page', async () => {
    document.body.innerHTML = `<div id="shell"><a href="#main-content">Skip to content</a><aside><nav><a id="one" href="/1">One</a><a id="two" href="/2">Two</a></nav></aside><main id="main-content" tabindex="-1"></main></div>`;
    uninstall = installFocusKeeper(document);
    document.getElementById('one')!.focus();
    document.getElementById('one')!.remove();
    await settle();
    expect(document.activeElement?.id).toBe('two');
    document.querySelector('aside')!.remove();
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
