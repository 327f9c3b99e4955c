// The theme servers' tracing entry (@mise/storefront/tracing): @mise/telemetry's, which loads
// nothing of OpenTelemetry unless OTEL_EXPORTER_OTLP_ENDPOINT is set. Apart from the server
// entry, so that importing it loads neither fastify nor the API client's agents.
export { startTracing } from '@mise/telemetry';
export type { Tracing } from '@mise/telemetry';
