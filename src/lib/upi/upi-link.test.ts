import { describe, expect, test } from 'vitest';
import { upiPayUri } from './upi-link';

describe('upiPayUri (NPCI UPI linking specification)', () => {
  test('encodes pa, pn and cu=INR, with no amount', () => {
    expect(upiPayUri({ payeeAddress: 'owen@okbank', payeeName: 'Owen Owner' })).toBe(
      'upi://pay?pa=owen@okbank&pn=Owen%20Owner&cu=INR',
    );
  });

  test('percent-encodes the name: spaces as %20 (never +), ampersands and non-ASCII letters as UTF-8', () => {
    expect(upiPayUri({ payeeAddress: 'a.b-c_d@upi', payeeName: 'Tom & Jerry+Co' })).toBe(
      'upi://pay?pa=a.b-c_d@upi&pn=Tom%20%26%20Jerry%2BCo&cu=INR',
    );
    expect(upiPayUri({ payeeAddress: 'ravi@ybl', payeeName: 'रवि Café' })).toBe(
      'upi://pay?pa=ravi@ybl&pn=%E0%A4%B0%E0%A4%B5%E0%A4%BF%20Caf%C3%A9&cu=INR',
    );
  });

  test('leaves out an empty name and adds an amount only when asked', () => {
    expect(upiPayUri({ payeeAddress: 'owen@okbank', payeeName: '  ' })).toBe(
      'upi://pay?pa=owen@okbank&cu=INR',
    );
    expect(upiPayUri({ payeeAddress: 'owen@okbank', amount: 250 })).toBe(
      'upi://pay?pa=owen@okbank&am=250.00&cu=INR',
    );
  });

  test.each(['', 'owen', 'o@bank1', 'a b@upi', 'x@upi&am=1', 'owen@okbank?x', '@upi'])(
    'rejects the invalid UPI ID %j',
    (id) => {
      expect(upiPayUri({ payeeAddress: id, payeeName: 'X' })).toBeUndefined();
    },
  );
});

test('a lone surrogate in the payee name never throws: it becomes U+FFFD', () => {
  expect(upiPayUri({ payeeAddress: 'rita@okbank', payeeName: 'Rita\ud800' })).toBe(
    'upi://pay?pa=rita@okbank&pn=Rita%EF%BF%BD&cu=INR',
  );
  expect(upiPayUri({ payeeAddress: 'rita\udc00@okbank', payeeName: 'Rita' })).toBeUndefined();
});
