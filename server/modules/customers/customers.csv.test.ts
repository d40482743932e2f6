import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { fromCsv, isLiveFormula, toCsv } from '../../../src/shared/csv';
import { CUSTOMER_CSV_COLUMNS } from '../../../src/shared/schemas/customers';
import { CUSTOMER_CSV } from './customers.service';

const row = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  firstName: '=HYPERLINK("http://x.test","click")',
  lastName: '@SUM(A1)',
  name: '=HYPERLINK("http://x.test","click") @SUM(A1)',
  email: '-2+3@x.test',
  phone: '+91 98450 12345',
  image: null,
  status: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  bookings: 7,
};

describe('the customers export', () => {
  it('writes the declared columns and no cell a spreadsheet would run, and reads back as exported', () => {
    const text = toCsv([row], CUSTOMER_CSV);
    const table = fromCsv(text);
    expect(table.columns).toEqual([...CUSTOMER_CSV_COLUMNS]);
    const [, cells = []] = Papa.parse<string[]>(text).data;
    expect(cells).toHaveLength(CUSTOMER_CSV_COLUMNS.length);
    for (const cell of cells) expect(isLiveFormula(cell), cell).toBe(false);
    expect(table.records[0]?.values).toMatchObject({
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      status: '0',
      bookings: '7',
    });
  });
});
