import { register } from 'node:module';
import type { IncomingMessage } from 'node:http';
import type { RequestOptions } from 'node:http';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPTraceExporter as OtlpJsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as OtlpProtoExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import type { Tracing } from './tracing.js';

/**
 * Probes and long-lived streams: a balancer's check every second would bury the shop's
 * requests, and the catalogue stream (/internal/catalog-changes) lasts as long as the process,
 * so its span would never end.
 */
const UNTRACED = /^\/(healthz|readyz|metrics|internal\/catalog-changes)(?:[/?]|$)/;

const untracedIn = (request: IncomingMessage) => UNTRACED.test(request.url ?? '');
const untracedOut = (request: RequestOptions) => UNTRACED.test(request.path ?? '');

/** The first word of a statement (SELECT, INSERT…), as instrumentation-pg names its spans. */
function operationOf(statement: string): string {
  return /^\s*(\w+)/.exec(statement)?.[1]?.toUpperCase() ?? 'QUERY';
}

export async function startSdk(
  serviceName: string,
  env: Record<string, string | undefined>,
): Promise<Tracing> {
  // ESM imports (pg from the API's database module, fastify from a theme server's) are patched
  // through import-in-the-middle's loader; the message channel limits it to the modules an
  // instrumentation asks for, instead of wrapping every module the app loads.
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  // The exporters read OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT, _HEADERS, _TIMEOUT themselves;
  // the protocol is chosen here, as the SDK's own setup would (http/protobuf by default).
  const protocol =
    env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL ?? 'http/protobuf';
  if (protocol !== 'http/protobuf' && protocol !== 'http/json') {
    throw new Error(`OTEL_EXPORTER_OTLP_PROTOCOL=${protocol}: only http/protobuf and http/json`);
  }
  const exporter = protocol === 'http/json' ? new OtlpJsonExporter() : new OtlpProtoExporter();
  const provider = new NodeTracerProvider({
    // OTEL_SERVICE_NAME, when set, names the service instead (an operator's choice wins).
    resource: resourceFromAttributes({
      'service.name': env.OTEL_SERVICE_NAME || serviceName,
      'service.namespace': 'mise',
      'service.instance.id': `${process.pid}`,
    }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  // W3C traceparent and baggage on every outgoing call, read from every incoming one.
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: untracedIn,
        ignoreOutgoingRequestHook: untracedOut,
      }),
      new UndiciInstrumentation(),
      new PgInstrumentation({ requireParentSpan: true }),
      // Names each request's span by its route (GET /v1/products/:key) and adds one for its
      // handler; the hooks' spans would add a dozen a request for little.
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        instrumentHooks: false,
        ignorePaths: ({ url }) => UNTRACED.test(url),
        // The request id both servers log (x-request-id): a log line leads to its trace.
        requestHook: (span, request) => span.setAttribute('mise.request_id', request.id),
      }),
    ],
  });
  await waitForAllMessagesAcknowledged();

  const tracer = trace.getTracer('@mise/telemetry');
  return {
    // Only within a traced operation, as instrumentation-pg's requireParentSpan: the migration,
    // the first start's seed and the mail worker's polls would send thousands of lone spans.
    sqlSpan: (statement, run) =>
      !trace.getActiveSpan()
        ? run()
        : tracer.startActiveSpan(
            `pglite.query:${operationOf(statement)}`,
            {
              kind: SpanKind.CLIENT,
              attributes: {
                'db.system': 'postgresql',
                'db.statement': statement,
                'db.system.name': 'postgresql',
                'db.query.text': statement,
              },
            },
            async (span) => {
              try {
                return await run();
              } catch (error) {
                span.recordException(error as Error);
                span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
                throw error;
              } finally {
                span.end();
              }
            },
          ),
    shutdown: () => provider.shutdown(),
  };
}
