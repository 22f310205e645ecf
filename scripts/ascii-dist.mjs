// Rewrites every character outside ASCII in dist/'s JavaScript as a \u escape, the last step of `npm run build`.
// V8 keeps a source with even one such character (an em dash in a comment, the ✅ of the sticky comment) as a
// two-byte string: decoding it from UTF-8 and scanning it cost the run ~4% of its start-up before the first model
// request (A/B of the bundled action against the scripted model). An escape means the same character in a string, an
// untagged template, a comment, an identifier and a regular expression; it would change a tagged template's raw text
// (String.raw`…`). So each rewrite is checked: esbuild's minified output of the file before and after must be the same
// (it drops comments and prints strings from their values, but keeps raw template and regular expression text as
// written). A file that fails the check is left as it was, and the build says so. Deterministic, as the CI requires.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const NON_ASCII = /[^\x00-\x7f]/gu;
const HAS_NON_ASCII = /[^\x00-\x7f]/u;

/** Each UTF-16 unit of a code point as \uXXXX (an astral character becomes its surrogate pair). */
const escaped = (text) => text.replace(NON_ASCII, (ch) => [...ch.split('')].map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''));
const minified = async (code) => (await esbuild.transform(code, { minify: true, charset: 'utf8', format: 'esm', logLevel: 'silent' })).code;

const files = ['', 'post']
  .flatMap((dir) =>
    readdirSync(path.join(DIST, dir))
      .filter((f) => f.endsWith('.js'))
      .map((f) => path.join(DIST, dir, f)),
  )
  .sort();
let rewritten = 0;
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  if (!HAS_NON_ASCII.test(source)) continue;
  const ascii = escaped(source);
  const same = await Promise.all([minified(source), minified(ascii)]).then(
    ([before, after]) => before === after,
    () => false,
  );
  if (!same) {
    console.log(`ascii-dist: ${path.relative(DIST, file)} left as it is (an escape could change its meaning: a tagged template or a regular expression)`);
    continue;
  }
  writeFileSync(file, ascii);
  rewritten += 1;
}
console.log(`ascii-dist: ${rewritten} of ${files.length} files in dist/ rewritten as ASCII`);
