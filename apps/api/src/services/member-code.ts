import { randomInt } from 'node:crypto';

/** A member number such as M482913075: shown to the member, unique per shop (unique index). */
export function newMemberCode(): string {
  return `M${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}
