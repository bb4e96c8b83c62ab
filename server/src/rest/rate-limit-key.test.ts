import { ipKeyGenerator } from 'express-rate-limit';
import { describe, expect, it } from 'vitest';
import { rateLimitKey } from './rate-limit-key.js';

describe('rateLimitKey', () => {
  it("keys a client as express-rate-limit's own key does: IPv4 as it is, IPv6 by its /56 network, mapped IPv4 as IPv4", () => {
    const addresses = [
      '127.0.0.1',
      '203.0.113.7',
      '::1',
      '::ffff:203.0.113.7',
      '2001:db8:1234:5600::1',
      '2001:db8:1234:56ff:ffff::2',
      '2001:db8:1234:5700::1',
      'fe80::1',
    ];
    for (const ip of addresses) expect(rateLimitKey({ ip })).toBe(ipKeyGenerator(ip));
    expect(rateLimitKey({ ip: '2001:db8:1234:5600::1' })).toBe(rateLimitKey({ ip: '2001:db8:1234:56ff:ffff::2' }));
    expect(rateLimitKey({ ip: '2001:db8:1234:5600::1' })).not.toBe(rateLimitKey({ ip: '2001:db8:1234:5700::1' }));
    expect(rateLimitKey({ ip: '::ffff:203.0.113.7' })).toBe('203.0.113.7');
  });
});
