import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

/**
 * The base commit's objects, copied into the shadow git directory only after each one's content
 * hashes to its id. Inside the run `.git/objects` is writable: an agent that rewrites the base's
 * loose blob (same file name, other bytes) would make `git diff` show a harmless change while the
 * push, built on GitHub's copy of the base, carries what the diff hid. Objects are content
 * addressed, so checking the hash is enough to trust a copy whoever wrote it.
 */

export class AlteredObjectError extends Error {}

interface GitObject {
  type: string;
  content: Buffer;
}

export interface BaseTree {
  /** Repo-relative path → blob id, for every blob and symlink of the base tree. */
  blobs: Map<string, string>;
}

const hashName = (format: string): string => (format === 'sha256' ? 'sha256' : 'sha1');

function objectId(format: string, type: string, content: Buffer): string {
  const { createHash } = process.getBuiltinModule('node:crypto');
  return createHash(hashName(format)).update(`${type} ${content.length}\0`).update(content).digest('hex');
}

/** Reads `ids` with one `git cat-file --batch` in the real repository; each is checked against its id. */
async function readVerified(
  gitArgs: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  format: string,
  ids: readonly string[],
): Promise<Map<string, GitObject>> {
  const out = new Map<string, GitObject>();
  if (ids.length === 0) return out;
  const child = spawn('git', [...gitArgs, 'cat-file', '--batch'], { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
  const chunks: Buffer[] = [];
  const errors: Buffer[] = [];
  child.stdout.on('data', (c: Buffer) => chunks.push(c));
  child.stderr.on('data', (c: Buffer) => errors.push(c));
  child.stdin.end(`${ids.join('\n')}\n`);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`git cat-file failed: ${Buffer.concat(errors).toString().trim()}`);
  const data = Buffer.concat(chunks);
  let pos = 0;
  for (const id of ids) {
    const eol = data.indexOf(0x0a, pos);
    if (eol < 0) throw new Error(`git cat-file: truncated output at ${id}`);
    const header = data.subarray(pos, eol).toString().split(' ');
    pos = eol + 1;
    if (header[1] === 'missing' || header.length !== 3) throw new AlteredObjectError(`object ${id} of the base commit is missing from the repository`);
    const size = Number(header[2]);
    const content = data.subarray(pos, pos + size);
    pos += size + 1;
    const type = header[1] ?? '';
    if (header[0] !== id || objectId(format, type, content) !== id) {
      throw new AlteredObjectError(`object ${id} in .git/objects does not match its id: the repository's object store was altered during the run`);
    }
    out.set(id, { type, content });
  }
  return out;
}

function writeLoose(objectsDir: string, id: string, object: GitObject): void {
  const dir = path.join(objectsDir, id.slice(0, 2));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, id.slice(2)), deflateSync(Buffer.concat([Buffer.from(`${object.type} ${object.content.length}\0`), object.content])));
}

/** Tree entries: `mode name\0<raw id>`. */
function treeEntries(content: Buffer, idBytes: number): { mode: string; name: string; id: string }[] {
  const entries: { mode: string; name: string; id: string }[] = [];
  let pos = 0;
  while (pos < content.length) {
    const space = content.indexOf(0x20, pos);
    const nul = content.indexOf(0, space);
    if (space < 0 || nul < 0) throw new AlteredObjectError('a tree of the base commit cannot be parsed');
    const mode = content.subarray(pos, space).toString();
    const name = content.subarray(space + 1, nul).toString();
    entries.push({ mode, name, id: content.subarray(nul + 1, nul + 1 + idBytes).toString('hex') });
    pos = nul + 1 + idBytes;
  }
  return entries;
}

export interface VerifiedStore {
  /** Copies the base commit and all its trees (checked) into `objectsDir`; returns the base tree's blobs. */
  importBase(commitId: string): Promise<BaseTree>;
  /** Copies these blobs (checked) into `objectsDir`. */
  importBlobs(ids: readonly string[]): Promise<void>;
}

export function verifiedStore(o: { gitArgs: readonly string[]; cwd: string; env: NodeJS.ProcessEnv; format: string; objectsDir: string }): VerifiedStore {
  const read = (ids: readonly string[]): Promise<Map<string, GitObject>> => readVerified(o.gitArgs, o.cwd, o.env, o.format, ids);
  const idBytes = o.format === 'sha256' ? 32 : 20;
  return {
    async importBase(commitId) {
      const commit = (await read([commitId])).get(commitId);
      const treeId = commit?.type === 'commit' ? /^tree ([0-9a-f]+)$/m.exec(commit.content.toString())?.[1] : undefined;
      if (commit === undefined || treeId === undefined) throw new AlteredObjectError(`the base ${commitId} is not a commit`);
      writeLoose(o.objectsDir, commitId, commit);
      const blobs = new Map<string, string>();
      let level = new Map<string, string[]>([[treeId, ['']]]);
      while (level.size > 0) {
        const objects = await read([...level.keys()]);
        const next = new Map<string, string[]>();
        for (const [id, prefixes] of level) {
          const tree = objects.get(id);
          if (tree?.type !== 'tree') throw new AlteredObjectError(`object ${id} of the base commit is not a tree`);
          writeLoose(o.objectsDir, id, tree);
          for (const entry of treeEntries(tree.content, idBytes)) {
            for (const prefix of prefixes) {
              const rel = `${prefix}${entry.name}`;
              if (entry.mode === '40000') next.set(entry.id, [...(next.get(entry.id) ?? []), `${rel}/`]);
              else if (entry.mode !== '160000') blobs.set(rel, entry.id);
            }
          }
        }
        level = next;
      }
      return { blobs };
    },
    async importBlobs(ids) {
      const unique = [...new Set(ids)];
      for (const [id, object] of await read(unique)) writeLoose(o.objectsDir, id, object);
    },
  };
}
