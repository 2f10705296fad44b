import { env } from '@/config/env';

/**
 * What the server answered: the status and the parsed JSON body, or `undefined` when there was
 * no readable answer (a network failure, an HTML page from a proxy or `vite preview`).
 */
export type Answer = { status: number; body: unknown } | undefined;

/** Whether the server answered 2xx with a readable body (a 2xx HTML page is a failure, spec §8). */
export function succeeded(answer: Answer): boolean {
  return answer !== undefined && answer.status >= 200 && answer.status < 300;
}

/**
 * `path` on the API with plain `fetch` and credentials (the session is a cookie). Never
 * rejects. No client library: the lean card page's calls (its card, the footer's session) use
 * it before any framework code loads (issue #10). `fetch` is looked up at call time, so MSW's
 * interception in Node sees it.
 */
export function fetchAnswer(path: string, init?: RequestInit): Promise<Answer> {
  return answerOf(
    globalThis.fetch(`${env.apiBaseUrl}${path}`, {
      ...init,
      credentials: 'include',
    }),
  );
}

/** The {@link Answer} of a response (e.g. an early one, src/api/early-answers.ts). Never rejects. */
export async function answerOf(response: Promise<Response | undefined>): Promise<Answer> {
  try {
    const answered = await response;
    if (answered === undefined) return undefined;
    return { status: answered.status, body: JSON.parse(await answered.text()) as unknown };
  } catch {
    return undefined;
  }
}
