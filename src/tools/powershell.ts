import { accessSync, constants } from 'node:fs';
import { posix, win32 } from 'node:path';
import { createBashTool, type BashOptions } from './bash.js';
import type { ToolDefinition } from './types.js';
import type { BashInput } from './bash.js';

/**
 * Where `pwsh` is when PowerShell is to be offered: only on a Windows runner, and only where PowerShell 7 is installed
 * (GitHub's Windows images have it). Elsewhere Bash is the shell, and PowerShell is not in the tool list at all.
 */
export function powerShellPath(platform: NodeJS.Platform, envPath: string, exists: (file: string) => boolean = isExecutable): string | undefined {
  if (platform !== 'win32') return undefined;
  for (const dir of envPath.split(';').filter(Boolean)) {
    for (const name of ['pwsh.exe', 'pwsh']) {
      const file = win32.join(dir, name);
      if (exists(file)) return file;
    }
  }
  return undefined;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Claude Code's PowerShell tool: Bash's runner (timeout, output caps, spill file, background commands, the run's
 * final kill) with `pwsh -NoLogo -NoProfile -NonInteractive -Command` as the shell. Permission rules take the same
 * forms as Bash's for literal commands (`PowerShell(npm test)`, `PowerShell(git log:*)`, `PowerShell(dotnet *)`).
 */
export function createPowerShellTool(opts: Omit<BashOptions, 'shell' | 'shellArgs'> & { pwshPath: string }): ToolDefinition<BashInput> {
  const bash = createBashTool({ ...opts, shell: opts.pwshPath, shellArgs: ['-NoLogo', '-NoProfile', '-NonInteractive'] });
  const shellName = posix.basename(opts.pwshPath.replace(/\\/g, '/'));
  return {
    ...bash,
    name: 'PowerShell',
    description: bash.description
      .replace('Runs a bash command', `Runs a PowerShell command (${shellName})`)
      .replace(/chain steps with &&/, 'chain steps with ;'),
    validate: (input) => {
      const checked = bash.validate(input);
      return checked.ok ? checked : { ok: false, error: checked.error.replace(/^Bash/, 'PowerShell') };
    },
  };
}
