import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import { formatRupees, parseRupees } from './projects.js';
import { projectSetupSchema } from './schemas/project.js';

describe('parseRupees: whole rupees as typed', () => {
  it.each([
    ['20000000', 20_000_000],
    ['2,00,00,000', 20_000_000],
    ['  12,34,567 ', 1_234_567],
    ['₹2,00,00,000', 20_000_000],
    ['Rs. 1,000', 1_000],
    ['INR 99,999', 99_999],
    ['999', 999],
    ['1,00,000', 100_000],
  ])('%j is %i', (text, value) => expect(parseRupees(text)).toBe(value));

  it.each(['', 'abc', '2.5', '20,000,000', '2,0,00', '1,00', ',100', '100,', '1 000', '-5', '12,34,5678', '99999999999999999999'])('%j is refused', (text) =>
    expect(parseRupees(text)).toBeNull(),
  );

  it('formats whole rupees with Indian grouping, rounding a fraction to the nearest rupee (decision 229)', () => {
    expect(formatRupees(12_34_567)).toBe('₹12,34,567');
    expect([formatRupees(1234.5), formatRupees(1234.49)]).toEqual(['₹1,235', '₹1,234']);
    expect(formatRupees(12_34_567, 'hi-IN')).toBe('₹12,34,567');
  });

  it('reads back what formatRupees writes', () => {
    for (const n of [1, 999, 1_000, 1_23_456, 2_00_00_000, 99_99_99_999]) expect(parseRupees(formatRupees(n))).toBe(n);
  });
});

describe('the approved cost of a project set-up', () => {
  const base = { startDate: '2030-01-01', milestones: [{ title: 'Pilot', dueDate: '2030-06-01', deliverable: 'Pilot data' }] };
  const costError = (approvedCost: unknown) => {
    const r = projectSetupSchema.safeParse({ ...base, approvedCost });
    return r.success ? r.data.approvedCost : r.error.issues.find((i) => i.path[0] === 'approvedCost')?.message;
  };

  it('takes a number, plain digits or Indian grouping', () => {
    expect(costError(20_000_000)).toBe(20_000_000);
    expect(costError('2,00,00,000')).toBe(20_000_000);
    expect(costError('20000000')).toBe(20_000_000);
  });

  it('refuses garbage, fractions and nothing, each with its message', () => {
    expect(costError('two crore')).toBe(MESSAGES.approvedCostFormat);
    expect(costError('20,000,000')).toBe(MESSAGES.approvedCostFormat);
    expect(costError(2.5)).toBe(MESSAGES.approvedCostWholeRupees);
    expect(costError(undefined)).toBe(MESSAGES.approvedCostRequired);
    expect(costError('')).toBe(MESSAGES.approvedCostRequired);
    expect(costError('0')).toBe(MESSAGES.approvedCostRequired);
  });
});
