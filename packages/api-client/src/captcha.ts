import type { AxiosRequestConfig } from 'axios';

/**
 * The header the API reads a form's bot-protection token from (reCAPTCHA or Turnstile; the
 * API's plugins/captcha.ts). Only the forms anyone can send carry one, and only when the shop
 * has a site key.
 */
export const CAPTCHA_HEADER = 'X-Captcha-Token';

/** Request config carrying a form's bot-protection token, or nothing without one. */
export function captchaConfig(token: string | undefined): AxiosRequestConfig {
  return token ? { headers: { [CAPTCHA_HEADER]: token } } : {};
}
