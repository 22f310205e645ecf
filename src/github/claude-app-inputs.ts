/**
 * Whether a run may ask for the Claude GitHub App's token at all: the workflow gives no token or App of its own and
 * does not set use_claude_github_app: false (src/github/token.ts decides the rest). Sealing reads it too, to keep the
 * OIDC request pair (src/sealed-env.ts), so this module imports nothing: the sealing entry point stays small.
 */
export function mayUseClaudeApp(read: (name: string) => string): boolean {
  return read('github_token').trim() === '' && read('app_id').trim() === '' && read('use_claude_github_app').trim().toLowerCase() !== 'false';
}
