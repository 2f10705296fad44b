import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import ICAL from 'ical.js';

/**
 * Two independent readers of a contact file for the tests, both reduced to the fields a phone
 * shows: ical.js (JavaScript) and vobject (Python, Debian's python3-vobject). A test asserts
 * the same expectations against both.
 */
export type ReadCard = {
  /** Every property name, upper case, in file order. */
  names: string[];
  /** Names of properties whose value is empty (all components empty for N and ADR). */
  empty: string[];
  fn: string[];
  n: { family: string; given: string; additional: string; prefix: string; suffix: string }[];
  /** ORG values as their units. */
  org: string[][];
  tel: { value: string; types: string[]; label: string | null }[];
  email: { value: string; types: string[]; label: string | null }[];
  url: { value: string; label: string | null }[];
  socialProfiles: { network: string; value: string }[];
  adr: { types: string[]; parts: string[] }[];
  /** PHOTO types and the size of the decoded image in bytes. */
  photo: { types: string[]; bytes: number }[];
};

/** Debian's interpreter, where apt installs python3-vobject (not a pyenv or venv python). */
const python = '/usr/bin/python3';
const script = join(import.meta.dirname, 'read-vcards.py');

/**
 * Reads each file with vobject. The files go to Python as their UTF-8 bytes; vobject decodes
 * them strictly. Throws when Python or vobject is missing (`apt-get install python3-vobject`).
 */
export function readWithVobject(files: string[]): (ReadCard | { error: string })[] {
  if (!existsSync(python)) throw new Error(`${python} is missing: apt-get install python3-vobject`);
  const input = JSON.stringify(files.map((file) => Buffer.from(file, 'utf8').toString('base64')));
  const output = execFileSync(python, [script], { input, maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(output.toString('utf8')) as (ReadCard | { error: string })[];
}

// ical.js has no type for Apple's X-ABLabel and would hand back the raw, escaped text.
(ICAL.design.vcard3.property as Record<string, { defaultType: string }>)['x-ablabel'] = {
  defaultType: 'text',
};

/**
 * ical.js applies vCard 4's semicolon rule to 3.0 and leaves `\;` as is in single text values;
 * RFC 2426 §5 (ESCAPED-CHAR) defines `\;` as `;`, so that one escape is decoded here.
 */
const decodeSemicolon = (value: string) => value.replace(/\\;/g, ';');

/** Reads one file with ical.js. */
export function readWithIcal(file: string): ReadCard {
  const card = new ICAL.Component(ICAL.parse(file));
  const props = card.getAllProperties();
  const labels = new Map<string, string>();
  for (const p of props) {
    const group = p.getParameter('group');
    if (p.name === 'x-ablabel' && typeof group === 'string')
      labels.set(group.toLowerCase(), decodeSemicolon(String(p.getFirstValue())));
  }
  const label = (p: ICAL.Property) => {
    const group = p.getParameter('group');
    return typeof group === 'string' ? (labels.get(group.toLowerCase()) ?? null) : null;
  };
  const types = (p: ICAL.Property) => {
    const value = p.getParameter('type');
    return (Array.isArray(value) ? value : value ? [value] : []).map((t) =>
      String(t).toUpperCase(),
    );
  };
  const of = (name: string) => props.filter((p) => p.name === name);
  const parts = (p: ICAL.Property) => {
    const value = p.getFirstValue() as unknown;
    return (Array.isArray(value) ? value : [value]).map((v) => String(v ?? ''));
  };
  const single = (p: ICAL.Property) => decodeSemicolon(String(p.getFirstValue() ?? ''));
  return {
    names: props.map((p) => p.name.toUpperCase()),
    empty: props.filter((p) => parts(p).every((v) => v === '')).map((p) => p.name.toUpperCase()),
    fn: of('fn').map(single),
    n: of('n').map((p) => {
      const [family = '', given = '', additional = '', prefix = '', suffix = ''] = parts(p);
      return { family, given, additional, prefix, suffix };
    }),
    org: of('org').map(parts),
    tel: of('tel').map((p) => ({ value: single(p), types: types(p), label: label(p) })),
    email: of('email').map((p) => ({ value: single(p), types: types(p), label: label(p) })),
    url: of('url').map((p) => ({ value: single(p), label: label(p) })),
    socialProfiles: of('x-socialprofile').map((p) => ({
      network: String(p.getParameter('type') ?? ''),
      value: single(p),
    })),
    adr: of('adr').map((p) => ({ types: types(p), parts: parts(p) })),
    photo: of('photo').map((p) => ({
      types: types(p),
      bytes: atob(String((p.getFirstValue() as { value?: string }).value ?? '')).length,
    })),
  };
}

/** Both readers' view of each file, in order: `[ical.js, vobject]` per file. */
export function readBoth(files: string[]): [string, ReadCard][][] {
  const vobject = readWithVobject(files);
  return files.map((file, i) => {
    const other = vobject[i];
    if (!other || 'error' in other)
      throw new Error(`vobject could not read file ${i}: ${other?.error}`);
    return [
      ['ical.js', readWithIcal(file)],
      ['vobject', other],
    ];
  });
}
