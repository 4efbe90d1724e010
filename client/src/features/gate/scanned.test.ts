import { describe, expect, it } from 'vitest';
import { scannedFrom } from './scanned';

describe('scannedFrom', () => {
  it('when a pass is read, then it is a token', () => {
    expect(scannedFrom(' eyJh.eyJz.c2ln ')).toEqual({ token: 'eyJh.eyJz.c2ln' });
  });

  it('when a phone number is typed, Indian or international, then it is a phone', () => {
    for (const typed of ['9876543210', '+91 98765 43210', '098765-43210', '+44 20 7946 0958']) {
      expect(scannedFrom(typed)).toEqual({ phone: typed });
    }
  });

  it('when anything else is typed, then it is a roll number', () => {
    expect(scannedFrom(' b23cs041 ')).toEqual({ roll_number: 'b23cs041' });
    expect(scannedFrom('12345')).toEqual({ roll_number: '12345' });
    expect(scannedFrom('')).toBeNull();
  });
});
