// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import type { FrontSettings } from '@mise/api-client';
import { createMemoryCookies, createStorefrontState } from '@mise/store';
import { standardTheme, ThemeProvider } from '@mise/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_ERRORS, CAPTCHA_MESSAGES, useCaptcha } from './captcha.js';
import type { Captcha, CaptchaAction } from './captcha.js';

/** A form's bot protection under the shop's settings, and what it shows. */
function captchaOf(settings: Partial<FrontSettings>, action: CaptchaAction = 'login') {
  const { store } = createStorefrontState({
    api: { baseURL: 'http://127.0.0.1:1', channel: 'standard', events: { log: () => undefined } },
    cookies: createMemoryCookies(),
    preloadedState: {
      settings: {
        status: 'loaded',
        data: { 'RECAPTCHA.VERSION': 3, ...settings } as FrontSettings,
      },
    },
  });
  const held: { captcha?: Captcha } = {};
  function Form() {
    const captcha = useCaptcha(action);
    held.captcha = captcha;
    return <form aria-label="フォーム">{captcha.element}</form>;
  }
  render(
    <Provider store={store}>
      <ThemeProvider theme={standardTheme}>
        <Form />
      </ThemeProvider>
    </Provider>,
  );
  return held.captcha!;
}

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  delete window.grecaptcha;
  delete window.turnstile;
  vi.restoreAllMocks();
});

describe('bot protection of a form', () => {
  it('sends no token and shows nothing without a site key', async () => {
    const captcha = captchaOf({ 'RECAPTCHA.SITE_KEY': '' });
    await expect(captcha.token()).resolves.toBeUndefined();
    expect(screen.getByRole('form', { name: 'フォーム' })).toBeEmptyDOMElement();
  });

  it('asks reCAPTCHA v3 for a token of the form’s action with the site key', async () => {
    const execute = vi.fn(async (_key: string, { action }: { action: string }) => `t-${action}`);
    window.grecaptcha = { ready: (callback) => callback(), execute };
    const captcha = captchaOf({ 'RECAPTCHA.SITE_KEY': 'site-key' }, 'register');
    await expect(captcha.token()).resolves.toBe('t-register');
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'register' });
    // The badge shows, so the form needs no notice of its own.
    expect(screen.queryByText(/reCAPTCHAによって保護されており/)).toBeNull();
  });

  it('shows Google’s notice when the shop hides the badge', () => {
    captchaOf({ 'RECAPTCHA.SITE_KEY': 'site-key', 'RECAPTCHA.IS_HIDE_BADGE': true });
    expect(screen.getByText(/このサイトはreCAPTCHAによって保護されており、Googleの/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'プライバシーポリシー' })).toHaveAttribute(
      'href',
      'https://policies.google.com/privacy',
    );
    expect(screen.getByRole('link', { name: '利用規約' })).toHaveAttribute(
      'href',
      'https://policies.google.com/terms',
    );
  });

  it('refuses with a Japanese message when the provider fails, and logs that it failed to execute', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.grecaptcha = {
      ready: (callback) => callback(),
      execute: () => Promise.reject(new Error('network')),
    };
    const captcha = captchaOf({ 'RECAPTCHA.SITE_KEY': 'site-key' });
    await expect(captcha.token()).rejects.toThrow(CAPTCHA_MESSAGES.unavailable);
    expect(logged).toHaveBeenCalledWith(CAPTCHA_ERRORS.notExecuted, expect.any(Error));
    const otherVersion = captchaOf({ 'RECAPTCHA.SITE_KEY': 'site-key', 'RECAPTCHA.VERSION': 2 });
    await expect(otherVersion.token()).rejects.toThrow(CAPTCHA_MESSAGES.unavailable);
  });

  it('works as version 3 when the shop names no version, and logs that none was provided', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const execute = vi.fn(async () => 'v3-token');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    const captcha = captchaOf({ 'RECAPTCHA.SITE_KEY': 'site-key', 'RECAPTCHA.VERSION': undefined });
    await expect(captcha.token()).resolves.toBe('v3-token');
    expect(logged).toHaveBeenCalledWith(CAPTCHA_ERRORS.noVersion);
  });

  it('logs that no key was provided when the shop chose a provider without a site key', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const captcha = captchaOf({ 'RECAPTCHA.SITE_KEY': '', 'RECAPTCHA.PROVIDER': 'recaptcha' });
    // The form is still sent: the API decides whether it needs a token.
    await expect(captcha.token()).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith(CAPTCHA_ERRORS.noKey);
  });

  it('logs that the script failed to load when it has not come after 10 s', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const captcha = captchaOf({ 'RECAPTCHA.SITE_KEY': 'site-key' });
    vi.useFakeTimers();
    const token = captcha.token();
    const refused = expect(token).rejects.toThrow(CAPTCHA_MESSAGES.unavailable);
    await vi.advanceTimersByTimeAsync(10_000);
    await refused;
    expect(logged).toHaveBeenCalledWith(CAPTCHA_ERRORS.notLoaded);
  });

  it('runs an invisible Turnstile widget in the form, a new token for every send', async () => {
    const widgets: Record<string, { action: string; callback: (token: string) => void }> = {};
    let sent = 0;
    const reset = vi.fn();
    window.turnstile = {
      render: (_element, options) => {
        widgets.w = options;
        return 'w';
      },
      execute: (id) => widgets[id]!.callback(`${widgets[id]!.action}-${++sent}`),
      reset,
      remove: () => undefined,
    };
    const captcha = captchaOf(
      { 'RECAPTCHA.SITE_KEY': 'site-key', 'RECAPTCHA.PROVIDER': 'turnstile' },
      'contact',
    );
    await expect(captcha.token()).resolves.toBe('contact-1');
    await expect(captcha.token()).resolves.toBe('contact-2');
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
