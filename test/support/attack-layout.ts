import { mkdirSync, mkdtempSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What a file beside the workspace holds: an attack that reads it shows this line. */
export const OUTSIDE_SECRET = 'S3CRET-outside-the-workspace';

export interface AttackLayout {
  base: string;
  /** The workspace (`repo`, with `src/`). */
  root: string;
  temp: string;
  /** Where an attack that got through leaves its mark: outside the workspace. */
  marks: string;
}

/** A fresh workspace, its temp folder and the marks folder under one real temp folder, with `more` folders (from it). */
export function attackLayout(prefix: string, more: (layout: AttackLayout) => string[] = () => []): AttackLayout {
  const base = realpathSync(mkdtempSync(path.join(os.tmpdir(), prefix)));
  const layout = { base, root: path.join(base, 'repo'), temp: path.join(base, 'tmp'), marks: path.join(base, 'marks') };
  for (const d of [layout.root, layout.temp, layout.marks, path.join(layout.root, 'src'), ...more(layout)]) mkdirSync(d, { recursive: true });
  return layout;
}
