import http from 'node:http';
import https from 'node:https';

/**
 * Keep-alive agents for clients made on the server (SSR): one pair per process, shared by
 * every request's client, so API connections are reused instead of opened per call.
 * Agents hold sockets, never tokens or state of a request.
 */
export const keepAliveAgents = {
  httpAgent: new http.Agent({ keepAlive: true, maxSockets: 64 }),
  httpsAgent: new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

export { createSharedAnswers } from './shared-answers.js';
export type { SharedAnswers, SharedAnswersOptions } from './shared-answers.js';
