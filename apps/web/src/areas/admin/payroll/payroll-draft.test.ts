import { describe, expect, it } from 'vitest';
import { draftNet, draftTotal, emptyPayrollRow } from './payroll-draft';

const ani = {
  name: 'Ani',
  base: '3000000',
  overtime: '250000',
  incentives: '',
  deductions: '50000',
  advances: '500000',
};

describe('the payroll form’s net and total', () => {
  it('computes a row’s net from the typed figures, blanks as 0', () => {
    expect(draftNet(ani)).toBe(2_700_000);
    expect(draftNet(emptyPayrollRow())).toBe(0);
  });

  it('has no net while a figure is negative, a fraction or text', () => {
    expect(draftNet({ ...ani, base: '-1' })).toBeNull();
    expect(draftNet({ ...ani, base: '1000,5' })).toBeNull();
    expect(draftNet({ ...ani, overtime: 'lembur' })).toBeNull();
  });

  it('adds up the rows that count: a name and a figure that is not 0', () => {
    expect(
      draftTotal([ani, { ...emptyPayrollRow(), name: 'Budi', base: '2000000' }, emptyPayrollRow()]),
    ).toBe(4_700_000);
    expect(draftTotal([{ ...emptyPayrollRow(), base: '999' }])).toBe(0); // no name: not counted (the form refuses it)
    expect(draftTotal([{ ...emptyPayrollRow(), name: 'Citra' }])).toBe(0);
    expect(draftTotal([ani, { ...ani, advances: 'x' }])).toBeNull();
  });
});
