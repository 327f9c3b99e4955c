import { describe, expect, it } from 'vitest';
import { checkPage, isDisturbed, isLateFirstPaint, MEMBER_BUDGETS } from './budgets.mjs';
import { cpuShares, median } from './lib.mjs';

describe('web budgets', () => {
  it('passes a page within every budget', () => {
    expect(checkPage({ performance: 95, cls: 0.05, initialJsGzipBytes: 109_900 })).toEqual([]);
  });

  it('names each budget a page misses', () => {
    expect(checkPage({ performance: 94, cls: 0.1, initialJsGzipBytes: 110_500 })).toEqual([
      'performance 94 < 95',
      'CLS 0.100 > 0.05',
      'initial JS 110.5 kB > 110 kB gzip',
    ]);
  });

  it("holds a member's page to a layout shift of a hundredth", () => {
    const page = { performance: 100, cls: 0.02, initialJsGzipBytes: 100_000 };
    expect(checkPage(page)).toEqual([]);
    expect(checkPage(page, MEMBER_BUDGETS)).toEqual(['CLS 0.020 > 0.01']);
  });

  it('treats a missing figure as a miss', () => {
    expect(checkPage({ performance: Number.NaN, cls: 0, initialJsGzipBytes: 0 })).toHaveLength(1);
  });
});

describe('late first paint', () => {
  it('is a first paint presented more than half a second after the load event', () => {
    expect(isLateFirstPaint({ observedFcpMs: 1328, observedLoadMs: 624 })).toBe(true);
    expect(isLateFirstPaint({ observedFcpMs: 300, observedLoadMs: 600 })).toBe(false);
    expect(isLateFirstPaint({ observedFcpMs: 900, observedLoadMs: 600 })).toBe(false);
  });
});

describe('a run disturbed by the host', () => {
  it('is one where the host took over a twentieth of the CPU time', () => {
    const before = { all: 1000, idle: 900, steal: 10 };
    // 200 ticks passed: 100 idle, 30 stolen.
    const shares = cpuShares(before, { all: 1200, idle: 1000, steal: 40 });
    expect(shares).toEqual({ busy: 0.5, steal: 0.15 });
    expect(isDisturbed({ stealShare: shares.steal })).toBe(true);
    expect(isDisturbed({ stealShare: 0.01 })).toBe(false);
  });

  it('reads nothing into no time passing', () => {
    const same = { all: 1000, idle: 900, steal: 10 };
    expect(cpuShares(same, same)).toEqual({ busy: 0, steal: 0 });
  });
});

describe('median', () => {
  it('takes the middle run, or the mean of the two middle ones', () => {
    expect(median([98, 71, 100])).toBe(98);
    expect(median([1, 4, 2, 3])).toBe(2.5);
  });
});
