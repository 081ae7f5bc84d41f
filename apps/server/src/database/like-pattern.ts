/**
 * A search text as an ILIKE pattern that finds it as a plain substring: `%`, `_` and the escape
 * character itself match literally (PostgreSQL's default LIKE escape is `\`). Bind the result as a
 * parameter; never build a pattern (or a regex) into SQL text from input. GET /users and GET /forms.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** `%text%`, escaped: ILIKE with it asks whether a column contains `text`. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
