import { z } from 'zod';
import { issueDetails, localizeDetails, queryIssueDetails } from './zod-details.js';

describe('issueDetails', () => {
  it('joins paths after a prefix and keeps one detail per path and message', () => {
    const token = z
      .string()
      .min(16, 'Invalid token')
      .regex(/^[a-z]+$/, 'Invalid token');
    const schema = z.object({ token, name: z.string().min(3) });
    const result = schema.safeParse({ token: 'A!', name: 'x' });
    expect(result.success).toBe(false);
    const details = issueDetails(result.error!.issues, ['rows', '2']);
    expect(details).toEqual([
      { path: 'rows.2.token', message: 'Invalid token' },
      { path: 'rows.2.name', message: 'Too small: expected string to have >=3 characters' },
    ]);
  });

  it('gives a value of the wrong type one detail, not also the length checks zod 4 still runs', () => {
    const schema = z.object({
      password: z.string().min(8, 'Password must be at least 8 characters'),
      items: z.array(z.string()).max(3, 'A reorder lists at most 3 items'),
      name: z.string().min(3, 'Too short'),
    });
    const result = schema.safeParse({ password: ['x'], items: 'abcdef', name: 'x' });
    expect(issueDetails(result.error!.issues)).toEqual([
      { path: 'password', message: 'Invalid input: expected string, received array' },
      { path: 'items', message: 'Invalid input: expected array, received string' },
      // A value of the right type keeps its check.
      { path: 'name', message: 'Too short' },
    ]);
  });

  it('still words zod’s own messages in the caller’s language', () => {
    const result = z.object({ name: z.string().min(3) }).safeParse({ name: 'x' });
    const details = issueDetails(result.error!.issues);
    localizeDetails(details, 'de-DE');
    expect(details[0].message).toMatch(/^Zu klein/);
  });
});

describe('queryIssueDetails', () => {
  it('names each unknown parameter at its own name, worded for that one key', () => {
    const result = z.strictObject({ limit: z.string().optional() }).safeParse({ a: '1', b: '2' });
    const details = queryIssueDetails(result.error!.issues);
    expect(details).toEqual([
      { path: 'a', message: 'Unrecognized key: "a"' },
      { path: 'b', message: 'Unrecognized key: "b"' },
    ]);
    localizeDetails(details, 'de-DE');
    expect(details[1]).toEqual({ path: 'b', message: 'Unbekannter Schlüssel: "b"' });
    // A body's unknown keys stay at the object that holds them.
    expect(issueDetails(result.error!.issues)).toEqual([
      { path: '', message: 'Unrecognized keys: "a", "b"' },
    ]);
  });

  it('keeps a schema’s own message for each key', () => {
    const result = z.strictObject({}, { error: 'No parameters here' }).safeParse({ a: '1' });
    expect(queryIssueDetails(result.error!.issues)).toEqual([{ path: 'a', message: 'No parameters here' }]);
  });
});
