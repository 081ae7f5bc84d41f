// Bench only: the built server with the zone permission check taken out of the zone guard, so
// tools/bench/zones.mjs can compare a guarded handler with the same handler unguarded. Lives in
// tools/ and patches the built class in this process only: nothing in the server can turn it on.
import { ZoneAccessGuard } from '../../apps/server/dist/common/guards/zone-access.guard.js';

ZoneAccessGuard.prototype.canActivate = function canActivate(ctx) {
  const req = ctx.switchToHttp().getRequest();
  // What the handler reads from a granted check, without making the check.
  req.zoneAccess = {
    zoneId: req.params.zoneId,
    hubId: req.params.hubId,
    zoneRole: 'owner',
    platformAdmin: false,
    zoneActive: true,
    reason: 'bench: unguarded',
  };
  return true;
};

await import('../../apps/server/dist/main.js');
