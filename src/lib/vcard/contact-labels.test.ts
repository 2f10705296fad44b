import { describe, expect, test } from 'vitest';
import { emailTypes, telTypes, whatsappEntry } from './contact-labels';

describe('TEL and EMAIL types implied by the owner’s labels (RFC 2426 §3.3)', () => {
  test.each([
    ['Office', ['WORK', 'VOICE']],
    ['Work', ['WORK', 'VOICE']],
    ['Business line', ['WORK', 'VOICE']],
    ['Mobile', ['CELL']],
    ['Cell', ['CELL']],
    ['Home', ['HOME', 'VOICE']],
    ['Work mobile', ['WORK', 'CELL']],
    ['Office fax', ['WORK', 'FAX']],
    ['Fax', ['WORK', 'FAX']],
    ['Home fax', ['HOME', 'FAX']],
    ['Reception', ['VOICE']],
    ['Sales', ['VOICE']],
    ['Homeopathy clinic', ['VOICE']],
    ['Mobiles shop', ['VOICE']],
  ])('phone %j is %j', (label, types) => {
    expect(telTypes(label)).toEqual(types);
  });

  test.each([
    ['WhatsApp', ['CELL'], 'WhatsApp'],
    ['Business WhatsApp', ['WORK', 'CELL'], 'Business WhatsApp'],
    ['Sales', ['CELL'], 'WhatsApp (Sales)'],
    ['Office', ['WORK', 'CELL'], 'WhatsApp (Office)'],
    ['Personal', ['CELL'], 'WhatsApp (Personal)'],
  ])('WhatsApp %j is %j labelled %j', (label, types, shown) => {
    expect(whatsappEntry(label)).toEqual({ types, label: shown });
  });

  test.each([
    ['Work', ['WORK']],
    ['Sales', ['WORK']],
    ['Personal', ['HOME']],
    ['Home', ['HOME']],
  ])('e-mail %j is %j', (label, types) => {
    expect(emailTypes(label)).toEqual(types);
  });
});
