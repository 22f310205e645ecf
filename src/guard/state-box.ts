import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The state file (`GITHUB_STATE`) is readable by any tool while the step runs. A value the post step
 * needs but no tool may read (the App installation token) is written encrypted under a key derived
 * from a secret both steps get from the runner and no tool sees: the App's private key input.
 */
const PREFIX = 'box1:';

function keyFrom(material: string): Buffer {
  return createHash('sha256').update('agent-runner state box\0').update(material).digest();
}

export function boxValue(value: string, keyMaterial: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(keyMaterial), iv);
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The value, or undefined when it is not a box or does not open with this key. */
export function unboxValue(boxed: string, keyMaterial: string): string | undefined {
  if (!boxed.startsWith(PREFIX) || keyMaterial === '') return undefined;
  try {
    const raw = Buffer.from(boxed.slice(PREFIX.length), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(keyMaterial), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
