import { withInlineTheme } from './inline-theme.js';

const html =
  '<head><script src="/assets/start.js"></script><link rel="stylesheet" href="/api/themes/active.css" data-atrium-theme  /></head>';

describe('withInlineTheme', () => {
  it("puts the theme's CSS inline where index.html links it", () => {
    expect(withInlineTheme(html, ':root{--primary:#0f766e}')).toBe(
      '<head><script src="/assets/start.js"></script><style data-atrium-theme>:root{--primary:#0f766e}</style></head>',
    );
  });

  it('keeps the link while the CSS is not known yet', () => {
    expect(withInlineTheme(html, undefined)).toBe(html);
  });

  it('cannot close the style element, and $ patterns in the CSS stay as they are', () => {
    const out = withInlineTheme(html, ':root{--x:"</style><script>alert(1)</script>$&"}');
    expect(out).not.toContain('</style><script>');
    expect(out).toContain('$&');
    expect(out.match(/<\/style>/g)).toHaveLength(1);
  });
});
