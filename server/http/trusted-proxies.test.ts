import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trustedProxiesFrom } from './trusted-proxies.js';

const malformed = (entry: string) =>
  `环境变量 TRUST_PROXY 必须是负载均衡器的地址或网段（CIDR），以逗号分隔，如 10.0.0.5,10.1.0.0/16；无法识别: ${entry}` +
  ` / TRUST_PROXY must list the load balancers' addresses or CIDR ranges, comma-separated, e.g. 10.0.0.5,10.1.0.0/16; not an address: ${entry}`;
const trustEveryone = (entry: string) =>
  `环境变量 TRUST_PROXY 不接受 ${entry}（信任所有来源）：任何客户端都能伪造 X-Forwarded-For，逃过按地址的登录限流；请写明负载均衡器的地址` +
  ` / TRUST_PROXY refuses ${entry} (trust everyone): any client could forge X-Forwarded-For and escape the per-address login limit; name the load balancers' addresses`;

describe('TRUST_PROXY', () => {
  it('trusts nobody when unset, empty or blank', () => {
    expect(trustedProxiesFrom(undefined)).toEqual([]);
    expect(trustedProxiesFrom('')).toEqual([]);
    expect(trustedProxiesFrom(' , ')).toEqual([]);
  });

  it('reads addresses and CIDR ranges, IPv4 and IPv6, trimmed', () => {
    expect(trustedProxiesFrom('10.0.0.5, 10.1.0.0/16 ,127.0.0.1')).toEqual(['10.0.0.5', '10.1.0.0/16', '127.0.0.1']);
    expect(trustedProxiesFrom('::1,fd00::/8,2001:db8::7,::ffff:10.0.0.5')).toEqual(['::1', 'fd00::/8', '2001:db8::7', '::ffff:10.0.0.5']);
    expect(trustedProxiesFrom('10.0.0.5/32,::1/128,10.0.0.5,')).toEqual(['10.0.0.5/32', '::1/128', '10.0.0.5']);
  });

  it('stops the start on an entry that is not an address or a range, naming it', () => {
    for (const bad of [
      'balancer.local',
      '10.0.0',
      '10.0.0.256',
      '10.0.0.0/33',
      '::1/129',
      '10.0.0.0/',
      '10.0.0.0/16/8',
      '10.0.0.0/255.255.0.0',
      'fe80::1%eth0',
      'loopback',
      '1',
    ]) {
      expect(() => trustedProxiesFrom(`10.0.0.5,${bad}`)).toThrow(malformed(bad));
    }
  });

  it('refuses trusting everyone, asking for the balancers instead', () => {
    for (const everyone of ['true', 'TRUE', '*', 'all', '0.0.0.0/0', '::/0', '10.0.0.0/0']) {
      expect(() => trustedProxiesFrom(`10.0.0.5,${everyone}`)).toThrow(trustEveryone(everyone));
    }
  });
});

describe('the list given to Fastify', () => {
  const app = Fastify({ logger: false, trustProxy: trustedProxiesFrom('10.1.0.0/16,fd00::/8,127.0.0.1') });
  app.get('/ip', async (request) => request.ip);
  const ipSeen = async (remoteAddress: string) =>
    (await app.inject({ url: '/ip', remoteAddress, headers: { 'x-forwarded-for': '198.51.100.7, 10.1.2.3' } })).body;

  it('takes the client from X-Forwarded-For, past every trusted hop, only when the peer is trusted', async () => {
    // The peer and the hop before it are balancers: the client is the address before them.
    expect(await ipSeen('10.1.9.9')).toBe('198.51.100.7');
    expect(await ipSeen('fd00::5')).toBe('198.51.100.7');
    // 127.0.0.1 as a dual-stack socket reports it.
    expect(await ipSeen('::ffff:127.0.0.1')).toBe('198.51.100.7');
    expect(await ipSeen('10.2.0.1')).toBe('10.2.0.1');
    expect(await ipSeen('::1')).toBe('::1');
  });
});
