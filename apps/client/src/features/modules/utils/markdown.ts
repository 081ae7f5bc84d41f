/**
 * A small, safe Markdown reader: text in, a tree of blocks out (no HTML is ever produced or
 * interpreted, so nothing can be injected). Headings, paragraphs, lists, quotes, code blocks,
 * rules; inline bold, italic, code and http(s) links.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'quote'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'rule' };

// Each alternative starts at its own marker and its body cannot run past the next such marker
// (link text and URL stop at a "["), so a failed attempt never rescans what the next attempt
// reads: linear in the text. With `[^\]]+` for the link text, a module body of 10,000 "[" took
// a quarter of a second per line in every member's browser (100,000: 25 s).
const INLINE = /(\*\*([^*]+)\*\*|__([^_]+)__|\*([^*]+)\*|_([^_]+)_|`([^`]+)`|\[([^[\]]+)\]\(([^)\s[]+)\))/;

export function safeHref(href: string): string | null {
  return /^https?:\/\//i.test(href) || /^mailto:/i.test(href) ? href : null;
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest) {
    const m = INLINE.exec(rest);
    if (!m) {
      out.push({ kind: 'text', text: rest });
      break;
    }
    if (m.index > 0) out.push({ kind: 'text', text: rest.slice(0, m.index) });
    if (m[2] ?? m[3]) out.push({ kind: 'strong', children: parseInline(m[2] ?? m[3]) });
    else if (m[4] ?? m[5]) out.push({ kind: 'em', children: parseInline(m[4] ?? m[5]) });
    else if (m[6]) out.push({ kind: 'code', text: m[6] });
    else {
      const href = safeHref(m[8]);
      out.push(href ? { kind: 'link', href, children: parseInline(m[7]) } : { kind: 'text', text: m[7] });
    }
    rest = rest.slice(m.index + m[0].length);
  }
  return out;
}

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) {
      i++;
      continue;
    }
    if (line.startsWith('```')) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i].startsWith('```')) body.push(lines[i++]);
      i++;
      blocks.push({ kind: 'code', text: body.join('\n') });
      continue;
    }
    // `[\s\S]*`, not `.*`: the line is already split, and `.` stops at U+2028/U+2029, where `$`
    // then failed and `\s+` gave back one space at a time (quadratic in the line).
    const heading = /^(#{1,4})\s+([\s\S]*)$/.exec(line);
    if (heading) {
      blocks.push({
        kind: 'heading',
        level: heading[1].length as 1 | 2 | 3 | 4,
        children: parseInline(heading[2]),
      });
      i++;
      continue;
    }
    if (/^(-{3,}|\*{3,})\s*$/.test(line)) {
      blocks.push({ kind: 'rule' });
      i++;
      continue;
    }
    const listItem = /^\s*([-*+]|\d+[.)])\s+([\s\S]*)$/;
    if (listItem.test(line)) {
      const ordered = /^\s*\d/.test(line);
      const items: Inline[][] = [];
      while (i < lines.length && listItem.test(lines[i]))
        items.push(parseInline(listItem.exec(lines[i++])![2]));
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    if (line.startsWith('>')) {
      const body: string[] = [];
      while (i < lines.length && lines[i].startsWith('>')) body.push(lines[i++].replace(/^>\s?/, ''));
      blocks.push({ kind: 'quote', children: parseInline(body.join(' ')) });
      continue;
    }
    const para: string[] = [];
    while (i < lines.length && lines[i].trim() && !/^(#{1,4}\s|```|>|\s*([-*+]|\d+[.)])\s)/.test(lines[i]))
      para.push(lines[i++].trim());
    blocks.push({ kind: 'paragraph', children: parseInline(para.join(' ')) });
  }
  return blocks;
}
