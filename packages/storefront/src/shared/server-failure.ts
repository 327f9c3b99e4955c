/** A failure as the API client (ApiError) or a store thunk (ThunkError) reports it. */
export type ServerFailure = { message: string; errors: Record<string, string[]> };

const FALLBACK_MESSAGE = 'エラーが発生しました。時間をおいてもう一度お試しください';

export function serverFailure(error: unknown): ServerFailure {
  const { message, errors } = (typeof error === 'object' && error !== null ? error : {}) as {
    message?: unknown;
    errors?: unknown;
  };
  return {
    message: typeof message === 'string' && message ? message : FALLBACK_MESSAGE,
    errors: errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : {},
  };
}
