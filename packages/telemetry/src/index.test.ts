import { describe, expect, it } from 'vitest';
import { startTracing, tracingRequested } from './index.js';

describe('startTracing', () => {
  it('starts nothing without an OTLP endpoint in the environment', async () => {
    expect(tracingRequested({})).toBe(false);
    expect(await startTracing('mise-test', {})).toBeUndefined();
  });

  it('is asked for by either endpoint variable, and OTEL_SDK_DISABLED still wins', async () => {
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' })).toBe(true);
    expect(
      tracingRequested({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://127.0.0.1:4318/v1/traces' }),
    ).toBe(true);
    expect(
      await startTracing('mise-test', {
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318',
        OTEL_SDK_DISABLED: 'true',
      }),
    ).toBeUndefined();
  });
});
