/** Errors the routes throw on purpose: their message is Japanese and is shown to the shopper. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string | undefined;
  readonly errors: Record<string, string[]> | undefined;
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    statusCode: number,
    message: string,
    options: {
      code?: string;
      errors?: Record<string, string[]>;
      extra?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = options.code;
    this.errors = options.errors;
    this.extra = options.extra;
  }
}

export const MESSAGES = {
  invalidInput: '入力内容に誤りがあります',
  notFound: 'お探しの情報が見つかりませんでした',
  routeNotFound: 'ページが見つかりません',
  unauthenticated: 'ログインしてください',
  tokenExpired: 'ログインの有効期限が切れました。もう一度ログインしてください',
  forbidden: 'この操作は許可されていません',
  invalidJson: 'リクエストの形式が正しくありません',
  unusableCharacters: '使用できない文字が含まれています',
  tooLarge: 'リクエストのサイズが大きすぎます',
  uriTooLong: 'URLが長すぎます',
  timeout: '通信に時間がかかりすぎたため中断しました。もう一度お試しください',
  unsupportedMediaType: 'このリクエストの形式には対応していません',
  tooManyRequests: 'リクエストが多すぎます。しばらく時間をおいてからもう一度お試しください',
  server: 'サーバーでエラーが発生しました。しばらくしてからもう一度お試しください',
  catalogFeedDown: '商品情報の変更を受け取れない状態です。しばらくしてからもう一度お試しください',
  invalidChannel: 'チャネルが存在しない',
  notReady: 'サービスの準備ができていません。しばらくしてからもう一度お試しください',
  shuttingDown: 'サーバーを停止しています。しばらくしてからもう一度お試しください',
} as const;

export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const unauthorized = (message: string = MESSAGES.unauthenticated) =>
  new HttpError(401, message);
export const unprocessable = (message: string, errors?: Record<string, string[]>, code?: string) =>
  new HttpError(422, message, { ...(errors ? { errors } : {}), ...(code ? { code } : {}) });
