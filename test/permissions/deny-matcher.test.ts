import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import fc from 'fast-check';
import { pathDeniedBy } from '../../src/permissions/decide.js';
import { deniedPathMatcher } from '../../src/permissions/deny-matcher.js';
import type { PermissionPolicy, PermissionRule } from '../../src/permissions/types.js';

/**
 * The compiled per-call matcher (folders remembered, real paths resolved per folder, only links resolved per entry)
 * against the full one, pathDeniedBy (every ancestor matched, realpath per path): on a real tree with links in and
 * out, random rule sets and random paths, both must name the same rule, or none.
 */
const base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'agent-runner-deny-matcher-')));
after(() => rmSync(base, { recursive: true, force: true }));
const root = path.join(base, 'ws');
const outside = path.join(base, 'outside');
for (const d of ['src/lib', 'secrets/deep', '.github', 'a/b/c', 'node_modules/x', '..odd']) mkdirSync(path.join(root, d), { recursive: true });
mkdirSync(outside, { recursive: true });
const FILES = [
  'src/index.ts',
  'src/lib/util.ts',
  'src/lib/id.key',
  'secrets/token',
  'secrets/deep/key.pem',
  'gha-creds-123.json',
  'src/gha-creds-9.json',
  '.env',
  '.github/gha-creds-x.json',
  'a/b/c/d.txt',
  'a/b/c/id_rsa',
  'node_modules/x/index.js',
  '..odd/f',
  'README.md',
  'b',
];
for (const f of FILES) writeFileSync(path.join(root, f), 'x\n');
writeFileSync(path.join(outside, 'cred.json'), '{}');
writeFileSync(path.join(outside, 'plain.txt'), 'x');
const LINKS: Array<[string, string]> = [
  ['src/innocent.txt', '../secrets/token'], // a link to a denied file
  ['src/creds-link', '../gha-creds-123.json'],
  ['linked-secrets', 'secrets'], // a linked folder
  ['out', outside], // a folder outside the root
  ['out-file', path.join(outside, 'cred.json')],
  ['dangling', 'secrets/not-yet'],
  ['a/b/up', '../..'],
  ['loop1', 'loop2'],
  ['loop2', 'loop1'],
];
for (const [name, target] of LINKS) symlinkSync(target, path.join(root, name));
// A root reached through a link: real paths are spelled under it by the slow path.
const linkedRoot = path.join(base, 'ws-link');
symlinkSync(root, linkedRoot);

const SPECIFIERS = [
  'gha-creds-*.json',
  '*.key',
  '*.pem',
  'secrets',
  'secrets/',
  '/secrets/**',
  './secrets/deep/*',
  'src/lib',
  '/src/**/*.ts',
  'token',
  '.env',
  '**/c/*',
  'a/b',
  '/a/**',
  'id_rsa',
  '*.{json,txt}',
  '/**',
  '..odd',
  'nothing-*',
  `/${outside}/cred.json`,
  `/${outside}/**`,
  `/${root}/src/index.ts`,
  '~/.ssh/*',
  'README.md',
  'linked-secrets',
];
const rule = (tool: string, specifier?: string): PermissionRule => ({
  raw: specifier === undefined ? tool : `${tool}(${specifier})`,
  tool,
  ...(specifier === undefined ? {} : { specifier }),
  source: 'test',
});
const ENTRIES = [
  ...FILES,
  ...LINKS.map(([n]) => n),
  'src',
  'secrets',
  'secrets/deep',
  'a/b/c',
  'out/cred.json',
  'out/plain.txt',
  'linked-secrets/token',
  'linked-secrets/deep/key.pem',
  'a/b/up/src/index.ts',
  'missing/file',
  'src/missing.key',
  '',
  'loop1/x',
];
const spellings = (rel: string, at: string): string[] => [
  path.join(at, rel),
  rel,
  `./${rel}`,
  `${path.join(at, rel)}/`,
  path.join(at, 'src', '..', rel),
  `${at}//${rel}`,
];

describe('deny matcher: the compiled per-call path agrees with pathDeniedBy', () => {
  it('same rule or none, for random rule sets and paths (as named, relative, unnormalised, via a linked root)', () => {
    let checked = 0;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('Read', 'Edit', 'Grep', 'Glob', 'Bash'), fc.option(fc.constantFrom(...SPECIFIERS), { freq: 12 })), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.constantFrom('Grep', 'Glob', 'Read'),
        fc.boolean(),
        fc.array(fc.tuple(fc.constantFrom(...ENTRIES), fc.nat(5)), { minLength: 1, maxLength: 25 }),
        (specs, tool, viaLink, picks) => {
          const at = viaLink ? linkedRoot : root;
          const policy: PermissionPolicy = {
            mode: 'dontAsk',
            allow: [],
            deny: specs.map(([t, s]) => rule(t, s ?? undefined)),
            readOnlyBash: false,
            workspaceRoot: at,
          };
          const fast = deniedPathMatcher(policy, tool);
          for (const [rel, k] of picks) {
            const p = spellings(rel, at)[k] as string;
            const full = pathDeniedBy(policy, tool, p);
            assert.equal(fast?.(p)?.raw, full?.raw, `${tool} ${p} under ${JSON.stringify(specs)}`);
            // Grep passes the real path it has just checked (a name with no link in it is its own real path).
            const abs = path.resolve(at, p);
            let real: string | undefined;
            try {
              real = realpathSync.native(abs);
            } catch {
              real = undefined;
            }
            if (real === abs) assert.equal(fast?.(abs, abs)?.raw, full?.raw, `${tool} ${abs} (real given) under ${JSON.stringify(specs)}`);
            checked++;
          }
        },
      ),
      { numRuns: 400 },
    );
    assert.ok(checked > 1000);
  });

  it('a folder asked about many times is listed once, with the same answers (every rule alone, every entry, twice)', () => {
    for (const at of [root, linkedRoot]) {
      for (const spec of SPECIFIERS) {
        const policy: PermissionPolicy = { mode: 'dontAsk', allow: [], deny: [rule('Read', spec)], readOnlyBash: false, workspaceRoot: at };
        const fast = deniedPathMatcher(policy, 'Glob');
        for (const round of [1, 2]) {
          for (const rel of ENTRIES) {
            const p = path.join(at, rel);
            assert.equal(fast?.(p)?.raw, pathDeniedBy(policy, 'Glob', p)?.raw, `round ${round}: ${p} under ${spec}`);
          }
        }
      }
    }
  });

  it("the runner's credential rules: a link to a credential file is denied as resolved; folders are remembered, not re-matched", () => {
    const policy: PermissionPolicy = {
      mode: 'dontAsk',
      allow: [],
      deny: [rule('Read', 'gha-creds-*.json'), rule('Read', `/${outside}/cred.json`)],
      readOnlyBash: false,
      workspaceRoot: root,
    };
    const fast = deniedPathMatcher(policy, 'Grep');
    assert.ok(fast);
    assert.equal(fast(path.join(root, 'src/creds-link'))?.raw, 'Read(gha-creds-*.json)');
    assert.equal(fast(path.join(root, 'out-file'))?.raw, `Read(/${outside}/cred.json)`);
    assert.equal(fast(path.join(root, 'out/cred.json'))?.raw, `Read(/${outside}/cred.json)`);
    assert.equal(fast(path.join(root, 'src/index.ts')), undefined);
    assert.equal(fast(path.join(root, '.github/gha-creds-x.json'))?.raw, 'Read(gha-creds-*.json)');
    assert.equal(deniedPathMatcher(policy, 'Bash'), undefined);
    assert.equal(deniedPathMatcher({ ...policy, deny: [rule('Edit', 'gha-creds-*.json')] }, 'Grep'), undefined);
  });
});
