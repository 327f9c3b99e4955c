import { describe, expect, it } from 'vitest';
import { saveSandboxCard, sandboxProvider, tokenizeCard } from './sandbox.js';

const nextYear = `${new Date().getUTCFullYear() + 1}12`;
const tokenOf = (number: string, expiration = nextYear) =>
  tokenizeCard({ number, name: 'TARO YAMADA', expiration, security_code: '123' });
const charge = (card: Parameters<typeof sandboxProvider.charge>[0]['card']) =>
  sandboxProvider.charge({ amount: 1000, orderNo: '20261126-000001', card, idempotencyKey: 'k' });

describe('sandbox card provider', () => {
  it('charges a saved card as the test card it was saved from', async () => {
    for (const [number, expected] of [
      ['4111111111111111', { ok: true }],
      ['4000000000000002', { ok: false, kind: 'declined' }],
      ['4000000000000119', { ok: false, kind: 'error' }],
    ] as const) {
      const issued = tokenOf(number);
      const saved = saveSandboxCard(issued.token, issued.token_key);
      if ('problem' in saved) throw new Error(saved.problem);
      expect(saved).toMatchObject({
        brand: 'visa',
        lastFour: number.slice(-4),
        expiration: nextYear,
      });
      // The reference names no digits beyond what the shop shows.
      expect(saved.ref).not.toContain(number.slice(0, 12));
      expect(await charge({ savedRef: saved.ref, expiration: saved.expiration })).toMatchObject(
        expected,
      );
    }
  });

  it('refuses an expired saved card, a reference it did not issue and a forged token', async () => {
    const issued = tokenOf('4111111111111111');
    const saved = saveSandboxCard(issued.token, issued.token_key);
    if ('problem' in saved) throw new Error(saved.problem);
    expect(await charge({ savedRef: saved.ref, expiration: '202001' })).toEqual({
      ok: false,
      kind: 'error',
      message: 'カードの有効期限が切れています。別のカードをご利用ください。',
    });
    expect(await charge({ savedRef: 'tok_other', expiration: nextYear })).toMatchObject({
      ok: false,
      message: 'カード情報が確認できませんでした。もう一度カード情報を入力してください。',
    });
    expect(saveSandboxCard(issued.token, 'another-key')).toEqual({
      problem: 'カード情報が確認できませんでした。もう一度カード情報を入力してください。',
    });
  });
});
