/**
 * The per-field messages of a failed call: the contract `Error`'s `errors` map, keyed by request
 * path such as `phone.number`, with anything but a string message dropped (the answer may not
 * have passed the boundary: the card's forms post with plain `fetch`). Empty when the server sent
 * none. The one reader of that map, for the app's forms (`useAppForm`) and the card's
 * (`useCardFormSend`). A module of its own, so the card's forms chunk does not take in
 * `useAppForm`'s Mantine form and toasts with it.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (typeof error !== 'object' || error === null || !('errors' in error)) return {};
  const { errors } = error as { errors: unknown };
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
