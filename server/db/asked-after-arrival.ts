/**
 * `ask`, asked only after each caller arrived, with callers sharing an answer: a caller arriving
 * while an answer is outstanding waits for the next one, asked once that one is in, and shares it
 * with whoever else arrived meanwhile.
 */
export function askedAfterArrival<T>(ask: () => Promise<T>): () => Promise<T> {
  let outstanding: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = () => {
    const asked = ask().finally(() => {
      if (outstanding === asked) outstanding = undefined;
    });
    outstanding = asked;
    return asked;
  };
  return () => {
    if (!outstanding) return start();
    next ??= outstanding
      .then(
        () => {},
        () => {},
      )
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
