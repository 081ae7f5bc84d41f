// Bench only: the built server with token checking taken out after the first request, so
// tools/bench/auth.mjs can compare an authenticated endpoint with the same endpoint unchecked.
// Lives in tools/ and patches the built class in this process only: nothing in the server can
// turn it on (it used to be a BENCH_AUTH_OFF setting of the server itself).
import { RequestAuthenticator } from '../../apps/server/dist/modules/auth/request-authenticator.js';

const authenticate = RequestAuthenticator.prototype.authenticate;
let principal;

// The first valid token is checked as usual; its caller is then returned for every request,
// whatever its header says, without verifying the JWT or looking at the session.
RequestAuthenticator.prototype.authenticate = function authenticateOnce(authorization) {
  if (principal) return principal;
  const found = authenticate.call(this, authorization);
  const keep = (p) => (principal ??= p);
  return found instanceof Promise ? found.then(keep) : keep(found);
};

await import('../../apps/server/dist/main.js');
