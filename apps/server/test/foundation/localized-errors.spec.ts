import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';

/**
 * zod's generic messages in a 400's details are worded in the caller's interface language
 * (Accept-Language, which the client sets to the language it shows); a schema's own message stays
 * in English, which the client translates by its table.
 */
describe('validation details in the caller’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const signIn = (language: string | undefined, body: unknown) => {
    const req = t.http().post('/api/auth/signin');
    if (language) req.set('Accept-Language', language);
    return req.send(body as object).expect(400);
  };
  const messages = (res: { body: { details?: { path: string; message: string }[] } }) =>
    Object.fromEntries((res.body.details ?? []).map((d) => [d.path, d.message]));

  it.each([
    [undefined, 'Unrecognized key: "extra"'],
    ['en-US', 'Unrecognized key: "extra"'],
    ['de', 'Unbekannter Schlüssel: "extra"'],
    ['ja-JP,ja;q=0.9', '認識されていないキー: "extra"'],
    ['fr', 'Unrecognized key: "extra"'],
  ])('Accept-Language %s: %s', async (language, expected) => {
    const res = await signIn(language, { email: 'a@example.com', password: 'x', extra: 1 });
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.values(messages(res))).toContain(expected);
  });

  it('words a type error with what was received, and leaves the schema’s own messages in English', async () => {
    const de = messages(await signIn('de-DE', { email: 'not an email', password: 5 }));
    expect(de.password).toBe('Ungültige Eingabe: erwartet string, erhalten Zahl');
    expect(de.email).toBe('Ungültig: E-Mail-Adresse');
    const en = messages(await signIn(undefined, { email: 'not an email', password: 5 }));
    expect(en.password).toBe('Invalid input: expected string, received number');
    // A message the schema words itself stays in English (the client translates it by its table).
    const signUp = await t
      .http()
      .post('/api/auth/signup')
      .set('Accept-Language', 'de')
      .send({ email: 'new@example.com', password: 'short' })
      .expect(400);
    expect(messages(signUp).password).toMatch(/^Password must be at least \d+ characters$/);
  });
});
