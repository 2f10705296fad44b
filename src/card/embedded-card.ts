/** What the card renderer's data block holds: the API's status and body (edge/page.ts). */
export type EmbeddedAnswer = { status: number; body: unknown };

/**
 * The card answer the card renderer put in the page (edge/page.ts,
 * docs/decisions/0011-card-at-the-edge.md): a `<script type="application/json"
 * id="card-answer">` block holding the API's status and body, so the page reads it through
 * the same client and contract boundary and makes no second request (a second tap). Removed
 * once read. Undefined without a readable block (the static deployment): the page then asks
 * the API itself.
 */
export function embeddedCardAnswer(doc: Document = document): EmbeddedAnswer | undefined {
  const block = doc.getElementById('card-answer');
  if (block?.getAttribute('type') !== 'application/json') return undefined;
  block.remove();
  try {
    const answer = JSON.parse(block.textContent ?? '') as unknown;
    if (typeof answer !== 'object' || answer === null) return undefined;
    const { status, body } = answer as { status?: unknown; body?: unknown };
    return typeof status === 'number' ? { status, body } : undefined;
  } catch {
    return undefined;
  }
}

/** A `fetch` that answers with `answer` (for `requestCard`): the embedded answer as a response. */
export function answering({ status, body }: EmbeddedAnswer) {
  return () =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
}
