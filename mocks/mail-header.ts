/**
 * Mail header values as a server puts them on the wire (contract "Reference rules", mail): no
 * raw text from data ever reaches a header, so a CR or LF in a name cannot end the header and
 * start another (`Bcc:`, a second `Subject:`).
 */

/** Printable ASCII (RFC 5322 §2.2: a header body is printable US-ASCII). */
const printable = /^[\x20-\x7e]*$/;

/** Most UTF-8 bytes in one encoded-word: 45 bytes are 60 base64 characters, 72 with the frame. */
const wordBytes = 45;

const utf8 = new TextEncoder();

/** One RFC 2047 encoded-word, UTF-8, `B` encoding (base64). */
function encodedWord(text: string): string {
  const bytes = utf8.encode(text);
  return `=?UTF-8?B?${btoa(String.fromCharCode(...bytes))}?=`;
}

/**
 * A header value built from data (a card's name in a subject), as the header carries it: as is
 * when it is printable ASCII without `=?`; otherwise RFC 2047 encoded-words (UTF-8, `B`), each
 * at most 75 characters (RFC 2047 §2) and cut between code points, separated by one space (where
 * a server folds the line, RFC 5322 §2.2.3). The result is printable ASCII: no CR, LF or other
 * control character, whatever the text held.
 */
export function encodeHeaderValue(text: string): string {
  if (printable.test(text) && !text.includes('=?')) return text;
  const words: string[] = [];
  let chunk = '';
  let size = 0;
  for (const char of text) {
    const bytes = utf8.encode(char).length;
    if (size + bytes > wordBytes) {
      words.push(encodedWord(chunk));
      chunk = '';
      size = 0;
    }
    chunk += char;
    size += bytes;
  }
  if (chunk) words.push(encodedWord(chunk));
  return words.join(' ');
}

/**
 * The text of a header value {@link encodeHeaderValue} wrote (UTF-8 `B` encoded-words; the
 * space between two of them is not text, RFC 2047 §6.2), for people: the Mock API panel's
 * mailbox and tests. Anything else is returned as is.
 */
export function decodeHeaderValue(value: string): string {
  const utf8Text = new TextDecoder();
  return value
    .replace(/(\?=)[ \t]+(?==\?)/g, (_, end: string) => end)
    .replace(/=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?=/gi, (_, base64: string) =>
      utf8Text.decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))),
    );
}
