import { once } from 'node:events';
import http from 'node:http';

/** One span as OTLP/HTTP JSON carries it (ids in hex), with its service's name. */
export type ReceivedSpan = {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
};

type AnyValue = {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
};
type KeyValue = { key: string; value: AnyValue };
type ExportRequest = {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: {
      spans?: (Omit<ReceivedSpan, 'service' | 'attributes'> & { attributes?: KeyValue[] })[];
    }[];
  }[];
};

const valueOf = (value: AnyValue) =>
  value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue;

function attributesOf(list: KeyValue[] = []): Record<string, unknown> {
  return Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));
}

export type OtlpReceiver = {
  /** For OTEL_EXPORTER_OTLP_ENDPOINT (the exporter adds /v1/traces). */
  endpoint: string;
  spans: ReceivedSpan[];
  /** Resolves with the spans received once `found` holds for them (polls every 100 ms). */
  waitFor: (
    found: (spans: ReceivedSpan[]) => boolean,
    timeoutMs?: number,
  ) => Promise<ReceivedSpan[]>;
  close: () => Promise<void>;
};

/**
 * A collector's OTLP/HTTP trace endpoint on 127.0.0.1 that keeps what it is sent, for tests of
 * the servers' tracing. JSON only: start the server under test with
 * OTEL_EXPORTER_OTLP_PROTOCOL=http/json.
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportRequest;
      for (const resourceSpans of body.resourceSpans ?? []) {
        const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name']);
        for (const scope of resourceSpans.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) {
            spans.push({
              service,
              traceId: span.traceId,
              spanId: span.spanId,
              ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
              name: span.name,
              kind: span.kind,
              attributes: attributesOf(span.attributes),
            });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    async waitFor(found, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (!found(spans)) {
        if (Date.now() > deadline) {
          const seen = spans.map((span) => `${span.service} ${span.name}`).join('\n');
          throw new Error(`the spans never arrived; received:\n${seen}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return spans;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** SpanKind as OTLP numbers it. */
export const SPAN_KIND = { internal: 1, server: 2, client: 3 } as const;
