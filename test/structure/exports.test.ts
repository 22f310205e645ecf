import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sourceFiles } from './graph.js';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', ...(import.meta.url.includes('/build/') ? ['..'] : []), 'src');

/**
 * Exports that nothing in src/ uses, on purpose. Each says why; anything else exported and unused in
 * src/ is a helper built and tested but never wired, which is what this check exists to catch.
 */
const ALLOWED: Readonly<Record<string, string>> = {
  'model/pricing.ts: knownModelIds': 'the price table, read whole by tests that hold every row to the same rules',
  'model/provider-models.ts: providerModelTable': 'the provider model-id table, read whole by tests against each provider',
  'permissions/read-only-commands.ts: READ_ONLY_COMMANDS': 'the read-only command table, read whole by the differential tests against real bash',
};

/** Comments, import statements and re-export lists blanked (line numbers kept): what is left is code that uses names. */
function codeOf(text: string): string[] {
  const blank = (m: string): string => m.replace(/[^\n]/g, '');
  return text
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
    .replace(/^\s*(import|export)\s[^;]*?\bfrom\s*['"][^'"]+['"];?/gms, blank)
    .replace(/^\s*export\s*\{[^}]*\};?/gms, blank)
    .split('\n');
}

/** `file: name` for every exported value (function, class, const) that no code in src/ refers to. */
function unusedExports(root: string): string[] {
  const files = sourceFiles(root).map((file) => ({ file, lines: codeOf(readFileSync(path.join(root, file), 'utf8')) }));
  const unused: string[] = [];
  for (const { file, lines } of files) {
    lines.forEach((line, at) => {
      const name = /^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|class|abstract\s+class|enum)\s+([A-Za-z_$][\w$]*)/.exec(line)?.[1];
      if (name === undefined) return;
      // The name as a whole identifier, not a property (`x.name`); a spread (`...name`) is a use.
      const use = new RegExp(`(?<![\\w$])(?<![\\w$)\\]]\\.)${name.replace(/\$/g, '\\$')}(?![\\w$])`);
      const used = files.some((other) => other.lines.some((text, i) => !(other.file === file && i === at) && use.test(text)));
      if (!used) unused.push(`${file}: ${name}`);
    });
  }
  return unused;
}

it('no helper in src/ is exported and used by nothing in src/ (tests do not count)', () => {
  const unused = unusedExports(SRC).filter((entry) => !(entry in ALLOWED));
  assert.deepEqual(unused, [], 'wire each into the product, or unexport/delete it');
});

it('the allowlist names only exports that still exist and are still unused', () => {
  const unused = new Set(unusedExports(SRC));
  for (const entry of Object.keys(ALLOWED)) assert.ok(unused.has(entry), `${entry} is used now (or gone): drop it from the allowlist`);
});

it('the check sees a use across files and ignores re-export lists and comments', () => {
  const lines = codeOf("import { a } from './x.js';\nexport { b } from './y.js';\n// c()\nconst d = [...e];\n");
  assert.deepEqual(lines, ['', '', '', 'const d = [...e];', '']);
});
