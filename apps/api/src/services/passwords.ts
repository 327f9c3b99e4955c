import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id recommendation: 19 MiB memory, 2 iterations, 1 lane. */
// algorithm 2 is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashSecret = (secret: string) => hash(secret, OPTIONS);

/** Verified against this hash when there is no account, so a miss costs as long as a hit. */
let dummyHash: Promise<string> | undefined;

export async function verifySecret(
  storedHash: string | null | undefined,
  secret: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashSecret('mise-timing-equaliser');
    await verify(await dummyHash, secret).catch(() => false);
    return false;
  }
  return verify(storedHash, secret).catch(() => false);
}

/**
 * Security answers are compared loosely, as a person would: width (NFKC), case and
 * surrounding or inner spaces do not matter.
 */
export const normaliseAnswer = (answer: string) =>
  answer.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
