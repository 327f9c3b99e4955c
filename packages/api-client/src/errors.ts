/** What went wrong with a call, as every caller sees it. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'cancelled';

export const ERROR_MESSAGES = {
  timeout: '通信がタイムアウトしました',
  network: '通信エラーが発生しました。接続を確認してもう一度お試しください',
  cancelled: '通信がキャンセルされました',
  unknown: 'エラーが発生しました',
} as const;

/**
 * Every failed call rejects with this: the server's Japanese `message`, the HTTP `status`
 * (500 when there was none), and the server's `code` and field `errors` when it sent them.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: Record<string, string[]> | undefined;
  readonly data: unknown;

  constructor(
    kind: ApiErrorKind,
    message: string,
    options: {
      status?: number;
      code?: string;
      errors?: Record<string, string[]>;
      data?: unknown;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = options.status ?? 500;
    this.code = options.code;
    this.errors = options.errors;
    this.data = options.data;
  }
}

/** A request the storefront cancelled (route change): callers ignore it. */
export const isCancelled = (error: unknown): boolean =>
  error instanceof ApiError && error.kind === 'cancelled';
