import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { serializeForScript, stateInScript as statePieces } from './render.js';

/** The script's text, as the page's bytes hold it. */
const stateInScript = (state: object): string =>
  Buffer.concat(statePieces(state).map((piece) => Buffer.from(piece))).toString();

/** The state as the browser reads it back from the script. */
const readBack = (script: string): unknown =>
  JSON.parse(JSON.stringify(runInNewContext(script))) as unknown;

const state = {
  auth: { isLogin: false, accessToken: null },
  products: {
    list: [{ key: 'st-1', name: '</script><script>alert(1)</script> "引用" \\ 改行\n' }],
    total: 1,
  },
  notices: { text: 'line\u2028separator\u2029paragraph' },
  empty: {},
  missing: undefined,
  count: 3,
};

describe('the state in its inline script', () => {
  it('is what the whole state serialized at once would be, and reads back as the state', () => {
    const script = stateInScript(state);
    expect(script).toBe(`JSON.parse(${serializeForScript(JSON.stringify(state))})`);
    expect(script).not.toContain('</script>');
    expect(script).not.toContain('\u2028');
    expect(readBack(script)).toEqual(JSON.parse(JSON.stringify(state)));
  });

  it('shows a slice that changed, and the same when another store holds the same values', () => {
    stateInScript(state);
    const changed = { ...state, products: { ...state.products, total: 2 } };
    expect(readBack(stateInScript(changed))).toMatchObject({ products: { total: 2 } });
    // A new store's slice around the same answers.
    const again = { ...state, products: { list: state.products.list, total: 1 } };
    expect(stateInScript(again)).toBe(stateInScript(state));
    // Its bytes are the ones made before, not made and encoded again.
    const products = (pieces: ReturnType<typeof statePieces>) =>
      pieces.find((piece) => piece.toString().startsWith('\\"products\\"'));
    expect(products(statePieces(again))).toBeInstanceOf(Buffer);
    expect(products(statePieces(again))).toBe(products(statePieces(state)));
    expect(readBack(stateInScript(again))).toMatchObject({ products: { total: 1 } });
  });
});
