import { isIP } from 'node:net';

/**
 * TRUST_PROXY: the load balancers whose X-Forwarded-For the server believes, as addresses or CIDR
 * ranges (`10.0.0.5,10.1.0.0/16,::1`), given to Fastify's `trustProxy` (proxy-addr). Unset or
 * empty: none, and request.ip is the connection's peer. Checked here rather than left to
 * proxy-addr so a typo stops the start with a message naming the setting and the entry.
 */
export function trustedProxiesFrom(raw: string | undefined): string[] {
  if (raw === undefined) return [];
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map(checkedEntry);
}

// Spellings of "trust every sender" (Fastify's `true`, proxy setups' `*`): any client could then
// write its own X-Forwarded-For and get a fresh per-address login budget with every request.
const TRUST_EVERYONE = new Set(['true', '*', 'all', 'any']);

function checkedEntry(entry: string): string {
  if (TRUST_EVERYONE.has(entry.toLowerCase())) throw trustEveryoneRefused(entry);
  const slash = entry.indexOf('/');
  const address = slash === -1 ? entry : entry.slice(0, slash);
  const version = isIP(address);
  // A zone (fe80::1%eth0) is valid for Node but not for proxy-addr: refused here, not at the first request.
  if (version === 0 || address.includes('%')) throw malformed(entry);
  if (slash === -1) return entry;
  const prefix = entry.slice(slash + 1);
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > (version === 4 ? 32 : 128)) throw malformed(entry);
  // A /0 range holds every address: the same as trusting everyone.
  if (Number(prefix) === 0) throw trustEveryoneRefused(entry);
  return entry;
}

function malformed(entry: string): Error {
  return new Error(
    `环境变量 TRUST_PROXY 必须是负载均衡器的地址或网段（CIDR），以逗号分隔，如 10.0.0.5,10.1.0.0/16；无法识别: ${entry}` +
      ` / TRUST_PROXY must list the load balancers' addresses or CIDR ranges, comma-separated, e.g. 10.0.0.5,10.1.0.0/16; not an address: ${entry}`,
  );
}

function trustEveryoneRefused(entry: string): Error {
  return new Error(
    `环境变量 TRUST_PROXY 不接受 ${entry}（信任所有来源）：任何客户端都能伪造 X-Forwarded-For，逃过按地址的登录限流；请写明负载均衡器的地址` +
      ` / TRUST_PROXY refuses ${entry} (trust everyone): any client could forge X-Forwarded-For and escape the per-address login limit; name the load balancers' addresses`,
  );
}
