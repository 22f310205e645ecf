// The sandbox library finds its seccomp helper (and JVM proxy agent) next to the bundle: dist/vendor/…
import { chmodSync, cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const from = path.join('node_modules', '@anthropic-ai', 'sandbox-runtime', 'vendor');
const to = path.join('dist', 'vendor');
rmSync(to, { recursive: true, force: true });
for (const [dir, files] of [
  ['seccomp/x64', ['apply-seccomp']],
  ['seccomp/arm64', ['apply-seccomp']],
  ['java-proxy-agent', ['srt-proxy-agent.jar']],
]) {
  mkdirSync(path.join(to, dir), { recursive: true });
  for (const file of files) {
    const source = path.join(from, dir, file);
    if (!existsSync(source)) throw new Error(`${source} is missing: is @anthropic-ai/sandbox-runtime installed?`);
    cpSync(source, path.join(to, dir, file));
    if (file === 'apply-seccomp') chmodSync(path.join(to, dir, file), 0o755);
  }
}
