/** A typed handler (any path) that answers 500 with the contract's error body and `message`. */
export function failWith(message: string) {
  return <Answer>({
    response,
  }: {
    response: (status: 500) => { json: (body: ErrorBody) => Answer };
  }) => response(500).json({ success: false, message });
}

type ErrorBody = { success: false; message: string };
