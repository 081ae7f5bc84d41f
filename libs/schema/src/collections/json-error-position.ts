/**
 * Where a JSON text first goes wrong, as a 1-based line and column, for messages that point an
 * integrator at the place in their file: Node's `JSON.parse` says "Unexpected token ','" without
 * a position, or "at position 116" — a character count nobody can find in an editor. A small
 * recursive-descent scan of JSON's grammar; null when the text is valid JSON.
 */
export function jsonErrorPosition(text: string): { line: number; column: number } | null {
  let i = 0;
  const fail = (): never => {
    throw i;
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i += 1;
  };
  const literal = (word: string) => {
    for (const char of word) {
      if (text[i] !== char) fail();
      i += 1;
    }
  };
  const string = () => {
    i += 1; // the opening quote
    for (;;) {
      if (i >= text.length) fail();
      const char = text[i]!;
      if (char === '"') return void (i += 1);
      if (char < ' ') fail();
      if (char === '\\') {
        i += 1;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail();
          i += 5;
        } else if (i < text.length && '"\\/bfnrt'.includes(text[i]!)) i += 1;
        else fail();
      } else i += 1;
    }
  };
  const number = () => {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match) fail();
    i += match![0].length;
  };
  const value = (): void => {
    space();
    const char = text[i];
    if (char === '{') {
      i += 1;
      space();
      if (text[i] === '}') return void (i += 1);
      for (;;) {
        space();
        if (text[i] !== '"') fail();
        string();
        space();
        if (text[i] !== ':') fail();
        i += 1;
        value();
        space();
        if (text[i] === ',') i += 1;
        else if (text[i] === '}') return void (i += 1);
        else fail();
      }
    }
    if (char === '[') {
      i += 1;
      space();
      if (text[i] === ']') return void (i += 1);
      for (;;) {
        value();
        space();
        if (text[i] === ',') i += 1;
        else if (text[i] === ']') return void (i += 1);
        else fail();
      }
    }
    if (char === '"') return string();
    if (char === 't') return literal('true');
    if (char === 'f') return literal('false');
    if (char === 'n') return literal('null');
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) return number();
    fail();
  };
  try {
    value();
    space();
    if (i < text.length) fail();
    return null;
  } catch (offset) {
    if (typeof offset !== 'number') return null; // nested past the stack: no place to show
    const before = text.slice(0, offset).split('\n');
    return { line: before.length, column: before.at(-1)!.length + 1 };
  }
}
