import type { CardAnswer } from './card-request';

/**
 * The card answer the card renderer put in the page (issue #18, edge/page.ts): a
 * `<script type="application/json" id="card-answer">` block holding the API's status and
 * body, as `fetchCardAnswer` would have read them, so the page checks it through the same
 * contract boundary and makes no second request (a second tap). Undefined without a readable
 * block (the static deployment): the page then asks the API itself.
 */
export function embeddedCardAnswer(doc: Document = document): Promise<CardAnswer> | undefined {
  const block = doc.getElementById('card-answer');
  if (block?.getAttribute('type') !== 'application/json') return undefined;
  block.remove();
  try {
    const answer = JSON.parse(block.textContent ?? '') as unknown;
    if (typeof answer !== 'object' || answer === null) return undefined;
    const { status, body } = answer as { status?: unknown; body?: unknown };
    return typeof status === 'number' ? Promise.resolve({ status, body }) : undefined;
  } catch {
    return undefined;
  }
}
