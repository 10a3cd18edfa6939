import { describe, expect, it } from 'vitest';
import { cpuOverride, cpuSlowdownFor } from './bench-cpu.ts';

describe('cpuSlowdownFor', () => {
  it('follows Lighthouse’s calculator on each of its ranges', () => {
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1533)).toBe(4);
    expect(cpuSlowdownFor(2316)).toBe(7.4);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(475)).toBe(1.5);
  });

  it('does not slow a slow host further, nor trust a missing index', () => {
    expect(cpuSlowdownFor(100)).toBe(1);
    expect(cpuSlowdownFor(Number.NaN)).toBe(1);
  });
});

describe('cpuOverride', () => {
  it('reads --cpu N, and nothing without it', () => {
    expect(cpuOverride(['--only', 'lcp', '--cpu', '4'])).toBe(4);
    expect(cpuOverride(['--only', 'lcp'])).toBeUndefined();
  });

  it('refuses a value that is no slowdown', () => {
    expect(() => cpuOverride(['--cpu'])).toThrow(/--cpu/);
    expect(() => cpuOverride(['--cpu', '0.5'])).toThrow(/--cpu/);
  });
});
