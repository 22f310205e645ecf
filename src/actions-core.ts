import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync } from 'node:fs';
import { EOL } from 'node:os';

/**
 * The part of @actions/core the main step uses, in @actions/core's own formats (workflow commands on stdout, file
 * commands with a random delimiter), without loading the package before the first model request: its entry imports
 * its OIDC client, and with it @actions/http-client and the npm undici (~0.9 MB of the bundle, about a third of the
 * time from process start to the first request). The job summary, written once at the end, is @actions/core's own,
 * loaded then.
 */

const value = (input: unknown): string => (input === null || input === undefined ? '' : typeof input === 'string' ? input : JSON.stringify(input));
const escapeData = (s: string): string => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string): string => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

function issue(command: string, message: string, properties: Record<string, string> = {}): void {
  const props = Object.entries(properties).filter(([, v]) => v).map(([k, v]) => `${k}=${escapeProperty(v)}`).join(',');
  process.stdout.write(`::${command}${props ? ` ${props}` : ''}::${escapeData(message)}${EOL}`);
}

function issueFileCommand(command: 'OUTPUT' | 'STATE', name: string, raw: unknown): void {
  const file = process.env[`GITHUB_${command}`] ?? '';
  if (!existsSync(file)) throw new Error(`Missing file at path: ${file}`);
  const delimiter = `ghadelimiter_${randomUUID()}`;
  const text = value(raw);
  if (name.includes(delimiter) || text.includes(delimiter)) throw new Error(`Unexpected input: it contains the delimiter "${delimiter}"`);
  appendFileSync(file, `${name}<<${delimiter}${EOL}${text}${EOL}${delimiter}${EOL}`, { encoding: 'utf8' });
}

export function getInput(name: string): string {
  return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

export function getState(name: string): string {
  return process.env[`STATE_${name}`] ?? '';
}

export const info = (message: string): void => void process.stdout.write(message + EOL);
export const debug = (message: string): void => issue('debug', message);
export const warning = (message: string): void => issue('warning', message);
export const error = (message: string): void => issue('error', message);
export const setSecret = (secret: string): void => issue('add-mask', secret);

export function setFailed(message: string): void {
  process.exitCode = 1;
  error(message);
}

export function setOutput(name: string, raw: unknown): void {
  if (process.env.GITHUB_OUTPUT) return issueFileCommand('OUTPUT', name, raw);
  process.stdout.write(EOL);
  issue('set-output', value(raw), { name });
}

export function saveState(name: string, raw: unknown): void {
  if (process.env.GITHUB_STATE) return issueFileCommand('STATE', name, raw);
  issue('save-state', value(raw), { name });
}

export async function group<T>(name: string, fn: () => Promise<T>): Promise<T> {
  issue('group', name);
  try {
    return await fn();
  } finally {
    issue('endgroup', '');
  }
}

/** Appends Markdown to the job summary with @actions/core's summary writer. */
export async function writeSummary(markdown: string): Promise<void> {
  const { summary } = await import('@actions/core');
  await summary.addRaw(markdown).write();
}
