import { closeSync, openSync, readSync } from 'node:fs';

/**
 * Random ids without node:crypto: loading it costs 6-8 ms, paid before the first model request by every run that
 * imports it eagerly, for a handful of UUIDs (the process mark, the session id, workflow-command delimiters). The
 * kernel's /dev/urandom is the same CSPRNG that node:crypto's OpenSSL seeds from; where it cannot be read (not
 * Linux or macOS), node:crypto is loaded then. Hashing and ciphers load node:crypto at their call sites.
 */

const POOL_BYTES = 512;
let pool: Buffer = Buffer.alloc(0);
let poolAt = 0;

/** `n` cryptographically random bytes. */
export function randomBytes(n: number): Buffer {
  if (n > POOL_BYTES) return fromKernel(n) ?? process.getBuiltinModule('node:crypto').randomBytes(n);
  if (poolAt + n > pool.length) {
    const fresh = fromKernel(POOL_BYTES);
    if (!fresh) return process.getBuiltinModule('node:crypto').randomBytes(n);
    pool = fresh;
    poolAt = 0;
  }
  // A copy: bytes handed out are never handed out again, nor changed under the caller.
  const bytes = Buffer.from(pool.subarray(poolAt, poolAt + n));
  pool.fill(0, poolAt, poolAt + n);
  poolAt += n;
  return bytes;
}

/** A version 4 UUID (RFC 9562), as `crypto.randomUUID()` gives. */
export function randomUUID(): string {
  const b = randomBytes(16);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function fromKernel(n: number): Buffer | undefined {
  let fd: number;
  try {
    fd = openSync('/dev/urandom', 'r');
  } catch {
    return undefined;
  }
  try {
    const bytes = Buffer.alloc(n);
    for (let got = 0; got < n; ) {
      const read = readSync(fd, bytes, got, n - got, null);
      if (read <= 0) return undefined;
      got += read;
    }
    return bytes;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}
