import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, PHONE_REFERENCE_MS } from './calibrate.mjs';

describe('the CPU slowdown from the reference work', () => {
  it('slows a machine twice as fast as the phone by 2 and speeds one slower than it up', () => {
    expect(cpuSlowdownFor(PHONE_REFERENCE_MS / 2)).toBe(2);
    expect(cpuSlowdownFor(PHONE_REFERENCE_MS)).toBe(1);
    expect(cpuSlowdownFor(PHONE_REFERENCE_MS * 1.25)).toBeCloseTo(0.8);
  });

  it('never simulates a phone over twice as fast as the machine measured', () => {
    expect(cpuSlowdownFor(PHONE_REFERENCE_MS * 10)).toBe(0.5);
  });
});
