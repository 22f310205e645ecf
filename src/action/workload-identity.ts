import * as core from './actions-core.js';
import type { FederationHooks } from '../model/federation.js';
import type { Settings } from '../settings.js';

/**
 * Workload identity federation, the action's half: each exchange gets a fresh GitHub OIDC token for the configured
 * audience (@actions/core's getIDToken, which masks it), and each access token the exchange mints is masked and
 * redacted before its first use. Both stay in this process: no tool, hook or MCP server is handed either.
 */
export function workloadIdentity(settings: Settings, addSecrets: (values: readonly string[]) => void): FederationHooks | undefined {
  if (settings.provider.provider !== 'anthropic' || !settings.provider.federation) return undefined;
  return {
    identityToken: async (audience) => {
      try {
        return await core.getIDToken(audience);
      } catch (error) {
        throw new Error(
          `workload identity federation: could not get the job's GitHub OIDC token (${error instanceof Error ? error.message : String(error)}); the job needs permissions: id-token: write`,
        );
      }
    },
    onAccessToken: (token) => addSecrets([token]),
  };
}
