import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceTimeZone } from './formatters';

const RealDateTimeFormat = Intl.DateTimeFormat;

/** A device whose clock is in `zone`, `offset` minutes behind UTC. */
function deviceIn(zone: string, offset: number) {
  vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(offset);
  return vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(
    () =>
      ({
        resolvedOptions: () => ({ ...new RealDateTimeFormat().resolvedOptions(), timeZone: zone }),
      }) as Intl.DateTimeFormat,
  );
}

describe('deviceTimeZone', () => {
  afterEach(() => vi.restoreAllMocks());

  it("is the device's zone, read once however many widgets ask while the preferences load", () => {
    const read = deviceIn('Europe/Berlin', -60);
    for (let i = 0; i < 20; i++) expect(deviceTimeZone()).toBe('Europe/Berlin');
    expect(read.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it('follows the device to another zone while the page is open', () => {
    deviceIn('Europe/Berlin', -60);
    expect(deviceTimeZone()).toBe('Europe/Berlin');
    vi.restoreAllMocks();
    deviceIn('Asia/Tokyo', -540);
    expect(deviceTimeZone()).toBe('Asia/Tokyo');
  });
});
