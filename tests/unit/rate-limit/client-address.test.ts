import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { clientAddress, clientAddressFrom } from '@/lib/rate-limit/client-address';

const forwarded = (value: string) => new Headers({ 'x-forwarded-for': value });
const noProxies = { hops: 0, addresses: [] };

// What a client may put in front of the entries the trusted part of the path adds.
const spoofedEntries = fc.array(fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 20 }).filter((text) => !text.includes(','))), { maxLength: 6 });
const spoofed = (entries: string[]) => entries.map((entry) => `${entry}, `).join('');

describe('the client address with no trusted proxy', () => {
  it('is the socket address the server appended, not what the client wrote before it', () => {
    // Read through the app's configuration, which trusts no proxy by default.
    expect(clientAddress(forwarded('203.0.113.66, 192.0.2.10'))).toBe('192.0.2.10');
    expect(clientAddressFrom(forwarded('192.0.2.10'), noProxies)).toBe('192.0.2.10');
  });

  test.prop([spoofedEntries], { numRuns: 200 })('does not change with any forwarded header the client sends', (entries) => {
    expect(clientAddressFrom(forwarded(`${spoofed(entries)}192.0.2.10`), noProxies)).toBe('192.0.2.10');
  });

  it('ignores X-Real-IP, which any client can send', () => {
    expect(clientAddressFrom(new Headers({ 'x-real-ip': '203.0.113.1', 'x-forwarded-for': '192.0.2.10' }), noProxies)).toBe('192.0.2.10');
  });

  it('is "unknown" without any address', () => {
    expect(clientAddressFrom(new Headers(), noProxies)).toBe('unknown');
    expect(clientAddressFrom(forwarded(' , '), noProxies)).toBe('unknown');
  });

  it('writes an address one way, whether the socket was dual-stack or a proxy added the port', () => {
    expect(clientAddressFrom(forwarded('::ffff:192.0.2.10'), noProxies)).toBe('192.0.2.10');
    expect(clientAddressFrom(forwarded('192.0.2.10:51234'), noProxies)).toBe('192.0.2.10');
    expect(clientAddressFrom(forwarded('[2001:DB8::7]:443'), noProxies)).toBe('2001:db8::7');
  });
});

describe('the client address behind trusted proxies', () => {
  it('with one hop is the entry before the proxy’s own address', () => {
    expect(clientAddressFrom(forwarded('198.51.100.1, 203.0.113.5, 10.0.0.2'), { hops: 1, addresses: [] })).toBe('203.0.113.5');
  });

  it('with two hops skips both proxies', () => {
    expect(clientAddressFrom(forwarded('198.51.100.1, 203.0.113.5, 10.0.0.1, 10.0.0.2'), { hops: 2, addresses: [] })).toBe('203.0.113.5');
  });

  test.prop([spoofedEntries, fc.ipV4(), fc.integer({ min: 1, max: 4 })], { numRuns: 200 })(
    'does not change with what the client wrote before the proxies',
    (entries, client, hops) => {
      const proxies = Array.from({ length: hops }, (_, index) => `10.0.0.${index + 1}`);
      const header = `${spoofed(entries)}${[client, ...proxies].join(', ')}`;
      expect(clientAddressFrom(forwarded(header), { hops, addresses: [] })).toBe(client);
    },
  );

  it('falls back to the farthest entry when the header has fewer entries than trusted hops', () => {
    expect(clientAddressFrom(forwarded('10.0.0.2'), { hops: 1, addresses: [] })).toBe('10.0.0.2');
  });

  it('skips the listed proxy addresses from the right, wherever they are in the path', () => {
    const addresses = ['10.0.0.2', '10.0.0.3', '2001:db8::1'];
    expect(clientAddressFrom(forwarded('1.2.3.4, 203.0.113.5, 10.0.0.2, 10.0.0.3'), { hops: 0, addresses })).toBe('203.0.113.5');
    expect(clientAddressFrom(forwarded('1.2.3.4, 203.0.113.5, 2001:DB8::1'), { hops: 0, addresses })).toBe('203.0.113.5');
    // An address that is not listed ends the walk: what lies to its left was written by someone untrusted.
    expect(clientAddressFrom(forwarded('203.0.113.5, 10.0.0.2, 198.51.100.9'), { hops: 0, addresses })).toBe('198.51.100.9');
  });

  it('with a hop count and the proxy named counts hops only through that address', () => {
    const nginx = { hops: 1, addresses: ['127.0.0.1'] };
    // Through nginx: the entry nginx appended, even when the client is on nginx's own machine.
    expect(clientAddressFrom(forwarded('203.0.113.7, 198.51.100.20, 127.0.0.1'), nginx)).toBe('198.51.100.20');
    expect(clientAddressFrom(forwarded('203.0.113.7, 127.0.0.1, 127.0.0.1'), nginx)).toBe('127.0.0.1');
    // Past nginx: the connection, whatever was forged before it.
    expect(clientAddressFrom(forwarded('203.0.113.7, 192.0.2.44'), nginx)).toBe('192.0.2.44');
  });
});
