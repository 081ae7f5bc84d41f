import { withInlineTheme } from './inline-theme.js';

const html =
  '<head><script src="/assets/start.js"></script><link rel="stylesheet" href="/api/themes/active.css" data-atrium-theme  /></head>';

describe('withInlineTheme', () => {
  it("puts the theme's CSS inline where index.html links it, naming its ETag", () => {
    expect(withInlineTheme(html, { css: ':root{--primary:#0f766e}', etag: '"abc_-1"' })).toBe(
      `<head><script src="/assets/start.js"></script><style data-atrium-theme data-etag='"abc_-1"'>:root{--primary:#0f766e}</style></head>`,
    );
  });

  it('keeps the link while the CSS is not known yet', () => {
    expect(withInlineTheme(html, undefined)).toBe(html);
  });

  it('cannot close the style element, and $ patterns in the CSS stay as they are', () => {
    const out = withInlineTheme(html, {
      css: ':root{--x:"</style><script>alert(1)</script>$&"}',
      etag: '"a"',
    });
    expect(out).not.toContain('</style><script>');
    expect(out).toContain('$&');
    expect(out.match(/<\/style>/g)).toHaveLength(1);
  });

  it('cannot leave the data-etag attribute either', () => {
    const out = withInlineTheme(html, { css: '', etag: `"a'><script>"` });
    expect(out).toContain(`<style data-atrium-theme data-etag='"ascript"'></style>`);
  });
});
