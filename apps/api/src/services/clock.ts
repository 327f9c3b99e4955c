/**
 * The time the session rules read (token expiry, refresh token rotation). Outside production
 * an end-to-end test moves it forward (POST /dev/clock) to come back as a member would after
 * an hour or a month, without waiting; production never registers that route, so there the
 * offset stays 0 and this is the machine's clock.
 */
let offsetMs = 0;

export const now = (): number => Date.now() + offsetMs;

export const clockOffset = (): number => offsetMs;

/** Only the dev route calls this; app.ts registers that route outside production only. */
export function setClockOffset(ms: number): void {
  offsetMs = ms;
}
