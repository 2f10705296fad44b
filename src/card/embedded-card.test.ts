import { afterEach, expect, test } from 'vitest';
import { embeddedCardAnswer } from './embedded-card';

afterEach(() => {
  document.body.replaceChildren();
});

/** A data block as the card renderer writes it (edge/page.ts). */
function block(text: string, type = 'application/json') {
  const script = document.createElement('script');
  script.type = type;
  script.id = 'card-answer';
  script.textContent = text;
  document.body.append(script);
}

test('the answer in the data block is read once, escapes and all', () => {
  block('{"status":200,"body":{"name":"\\u003c/script\\u003e \\u0026"}}');
  expect(embeddedCardAnswer()).toEqual({
    status: 200,
    body: { name: '</script> &' },
  });
  expect(embeddedCardAnswer()).toBeUndefined();
});

test('without a block (the static deployment) the page asks the API itself', () => {
  expect(embeddedCardAnswer()).toBeUndefined();
});

test.each([
  ['unreadable JSON', '{"status":'],
  ['no status', '{"body":{}}'],
])('%s: the page asks the API itself', (_, text) => {
  block(text);
  expect(embeddedCardAnswer()).toBeUndefined();
});

test('a block of another type is not the answer', () => {
  block('{"status":200,"body":{}}', 'text/plain');
  expect(embeddedCardAnswer()).toBeUndefined();
});
