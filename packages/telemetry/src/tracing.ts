/** What a started tracer offers the server that started it. */
export type Tracing = {
  /**
   * Runs `run` in a client span of one SQL statement. For the embedded PGlite database, which
   * @opentelemetry/instrumentation-pg cannot see (it patches the pg driver only).
   */
  sqlSpan: <T>(statement: string, run: () => Promise<T>) => Promise<T>;
  /** Exports the spans still buffered and stops: call it last on shutdown. */
  shutdown: () => Promise<void>;
};
