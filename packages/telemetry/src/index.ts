/**
 * Traces of a server process, exported by OTLP. This entry imports nothing of OpenTelemetry:
 * without OTEL_EXPORTER_OTLP_ENDPOINT (or its traces-only variant) a server pays one check of
 * its environment and loads no SDK, no instrumentation and no module hooks.
 */

export type { Tracing } from './tracing.js';

type Env = Record<string, string | undefined>;

/** Whether the environment asks for traces (the standard OTLP exporter variables). */
export function tracingRequested(env: Env = process.env): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/**
 * Starts tracing as `serviceName` when the environment asks for it, else does nothing and
 * answers undefined. Call it before importing the modules it instruments (node:http's servers
 * and clients, fastify, pg, fetch): a module loaded before is not patched.
 */
export async function startTracing(serviceName: string, env: Env = process.env) {
  if (!tracingRequested(env) || env.OTEL_SDK_DISABLED === 'true') return undefined;
  const { startSdk } = await import('./sdk.js');
  return startSdk(serviceName, env);
}
