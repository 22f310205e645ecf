/**
 * The door to @actions/core: the parts of it the runner uses. `npm run build` replaces its compiled module with an
 * esbuild bundle of them (scripts/bundle-core.mjs) in which core's OIDC client — with @actions/http-client and the
 * npm undici, ~950 KB — is loaded by import() when a token is asked for, not evaluated with core at start-up
 * (issue 29). Under tsc's output, and under @github/local-action (which stands in its own @actions/core for the
 * package), this is a plain re-export.
 */
export { debug, error, getIDToken, getInput, group, info, saveState, setFailed, setOutput, setSecret, summary, warning } from '@actions/core';
