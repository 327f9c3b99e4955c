import { selectSettings, useAppSelector } from '@mise/store';
import { useCallback, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

/**
 * Bot protection of the forms anyone can send (spec section 7): with the shop's site key
 * (RECAPTCHA.SITE_KEY) the form asks the provider's script — loaded into every page of the shop
 * by the server (server/third-party.ts) — for a token just before sending, and the API checks
 * it. reCAPTCHA v3 scores invisibly; Turnstile runs an invisible widget that asks the visitor
 * something only when it has doubts. Without a site key nothing changes.
 */

/** The form, as the provider and the API see it (a token of one form is refused by another). */
export type CaptchaAction = 'login' | 'register' | 'reminder' | 'contact' | 'review';

type Recaptcha = {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
};

type TurnstileOptions = {
  sitekey: string;
  action: string;
  execution: 'execute';
  appearance: 'interaction-only';
  callback: (token: string) => void;
  'error-callback': () => void;
};

type Turnstile = {
  render: (container: HTMLElement, options: TurnstileOptions) => string | undefined;
  execute: (widget: string) => void;
  reset: (widget: string) => void;
  remove: (widget: string) => void;
};

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- global augmentation
  interface Window {
    grecaptcha?: Recaptcha;
    turnstile?: Turnstile;
  }
}

export const CAPTCHA_MESSAGES = {
  /** The script did not load (blocked, offline) or the provider failed to answer. */
  unavailable:
    'ロボットによる操作でないことを確認できませんでした。ページを再読み込みしてもう一度お試しください。',
} as const;

/** How long a form waits for the provider's script, which loads async with the page. */
const SCRIPT_WAIT_MS = 10_000;
const POLL_MS = 100;

/** The four failures of spec section 8, as the console shows them to the shop's developers. */
export const CAPTCHA_ERRORS = {
  noKey: 'ロボット対策のサイトキー（RECAPTCHA.SITE_KEY）が設定されていません',
  noVersion:
    'reCAPTCHAのバージョン（RECAPTCHA.VERSION）が設定されていません。バージョン3として動作します',
  notLoaded: 'ロボット対策のスクリプトを読み込めませんでした',
  notExecuted: 'ロボット対策のトークンを取得できませんでした',
} as const;

/** Spec section 7: reCAPTCHA is version 3 unless the shop says otherwise. */
const DEFAULT_VERSION = 3;

async function waitFor<T>(read: () => T | undefined): Promise<T> {
  for (let waited = 0; waited < SCRIPT_WAIT_MS; waited += POLL_MS) {
    const value = read();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  console.error(CAPTCHA_ERRORS.notLoaded);
  throw new Error(CAPTCHA_MESSAGES.unavailable);
}

/** The thrown error as the forms show server failures ({ message }). */
function unavailable(cause: unknown): Error {
  console.error(CAPTCHA_ERRORS.notExecuted, cause);
  return new Error(CAPTCHA_MESSAGES.unavailable);
}

const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.xs};

  & a {
    color: inherit;
  }
`;

export type Captcha = {
  /** The token for this form's request, or undefined when the shop has no bot protection. */
  token: () => Promise<string | undefined>;
  /**
   * What the form shows for it: Turnstile's widget (seen only when it asks the visitor
   * something), or Google's notice when the shop hides reCAPTCHA's badge. Null without it.
   */
  element: ReactNode;
};

/** The shop's bot protection for one form; `token()` just before the form is sent. */
export function useCaptcha(action: CaptchaAction): Captcha {
  const settings = useAppSelector(selectSettings);
  const siteKey = String(settings?.['RECAPTCHA.SITE_KEY'] ?? '').trim();
  const chosen = settings?.['RECAPTCHA.PROVIDER'];
  const provider = chosen === 'turnstile' ? 'turnstile' : 'recaptcha';
  const version: unknown = settings?.['RECAPTCHA.VERSION'];
  const hideBadge = settings?.['RECAPTCHA.IS_HIDE_BADGE'] === true;
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ id: string; used: boolean } | null>(null);
  const pending = useRef<{ resolve: (token: string) => void; reject: (error: Error) => void }>(
    null,
  );

  useEffect(
    () => () => {
      if (widget.current) window.turnstile?.remove(widget.current.id);
      widget.current = null;
    },
    [siteKey, provider],
  );

  const token = useCallback(async (): Promise<string | undefined> => {
    if (!siteKey) {
      // A shop that chose a provider meant to protect its forms: the key is what is missing.
      if (chosen) console.error(CAPTCHA_ERRORS.noKey);
      return undefined;
    }
    if (provider === 'recaptcha') {
      if (version === undefined || version === null || version === '')
        console.error(CAPTCHA_ERRORS.noVersion);
      else if (Number(version) !== DEFAULT_VERSION) {
        console.error(`reCAPTCHAのバージョン${JSON.stringify(version)}には対応していません`);
        throw new Error(CAPTCHA_MESSAGES.unavailable);
      }
      const recaptcha = await waitFor(() => window.grecaptcha);
      try {
        return await new Promise<string>((resolve, reject) =>
          recaptcha.ready(() => void recaptcha.execute(siteKey, { action }).then(resolve, reject)),
        );
      } catch (error) {
        throw unavailable(error);
      }
    }
    const turnstile = await waitFor(() => window.turnstile);
    const element = container.current;
    if (!element) throw unavailable('no widget container');
    const answer = new Promise<string>((resolve, reject) => {
      pending.current = { resolve, reject };
    });
    try {
      if (!widget.current) {
        const id = turnstile.render(element, {
          sitekey: siteKey,
          action,
          execution: 'execute',
          appearance: 'interaction-only',
          callback: (value) => pending.current?.resolve(value),
          'error-callback': () => pending.current?.reject(unavailable('turnstile error')),
        });
        if (!id) throw new Error('turnstile did not render');
        widget.current = { id, used: false };
      }
      // A token is good for one request: the next send asks for a new one.
      if (widget.current.used) turnstile.reset(widget.current.id);
      widget.current.used = true;
      turnstile.execute(widget.current.id);
    } catch (error) {
      throw unavailable(error);
    }
    return answer;
  }, [siteKey, chosen, provider, version, action]);

  const element = !siteKey ? null : provider === 'turnstile' ? (
    <div ref={container} data-captcha="turnstile" />
  ) : hideBadge ? (
    <Notice>
      このサイトはreCAPTCHAによって保護されており、Googleの
      <a href="https://policies.google.com/privacy" target="_blank" rel="noreferrer">
        プライバシーポリシー
      </a>
      と
      <a href="https://policies.google.com/terms" target="_blank" rel="noreferrer">
        利用規約
      </a>
      が適用されます。
    </Notice>
  ) : null;

  return { token, element };
}
