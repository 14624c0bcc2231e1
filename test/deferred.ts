/**
 * A promise the test settles itself: a handler awaits it to hold an answer back while the test
 * looks at the busy state, with no timer involved.
 */
export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
