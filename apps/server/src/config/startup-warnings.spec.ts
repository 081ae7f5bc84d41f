import { startupWarnings } from './startup-warnings.js';

describe('startupWarnings', () => {
  it('warns nothing outside production', () => {
    expect(startupWarnings({ isProduction: false, port: 3000 }, 'pglite')).toEqual([]);
  });

  it('warns a production start without APP_URL that mail links would point to localhost', () => {
    const warnings = startupWarnings({ isProduction: true, port: 3000 }, 'postgres');
    expect(warnings).toEqual([
      'APP_URL is not set: links in mails (verify email, reset password, invitations) point to http://localhost:3000; set it to the public URL',
    ]);
  });

  it('warns a production start on the embedded database, and is quiet when both are set', () => {
    expect(
      startupWarnings({ isProduction: true, port: 3000, appUrl: 'https://a.example' }, 'pglite'),
    ).toEqual([
      'embedded PGlite in production: statements cannot be cancelled; set DATABASE_URL to a PostgreSQL server',
    ]);
    expect(
      startupWarnings({ isProduction: true, port: 3000, appUrl: 'https://a.example' }, 'postgres'),
    ).toEqual([]);
  });
});
