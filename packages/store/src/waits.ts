/**
 * Poll intervals and limits of spec section 9 that something here waits with: the login check
 * a login-only page waits for (routes), and the cart token an ecommerce event waits for while
 * the cart is being started. (The settings are loaded before any page renders, and nothing
 * waits for the task counter or the page title, so their waits have no constant.)
 */
export const WAITS = {
  cartToken: { interval: 100, timeout: 3000 },
  login: { interval: 100, timeout: 3000 },
} as const;

/** Cart initialisation waits for a running one, polling this often. */
export const CART_INIT_POLL_MS = 100;

/**
 * Resolves true as soon as `check()` holds, or false once `timeout` ms have passed, checking
 * every `interval` ms.
 */
export function waitFor(
  check: () => boolean,
  { interval, timeout }: { interval: number; timeout: number },
): Promise<boolean> {
  if (check()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (check()) {
        clearInterval(timer);
        resolve(true);
      } else if (Date.now() - started >= timeout) {
        clearInterval(timer);
        resolve(false);
      }
    }, interval);
  });
}
