/** The runner's own name and version, where a message format asks for the producer's (test/agent/sdk-types.test.ts keeps it equal to package.json). */
export const RUNNER_NAME = 'agent-runner';
export const RUNNER_VERSION = '0.1.0';
