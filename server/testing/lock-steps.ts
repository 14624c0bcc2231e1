import { until } from './until';

/** A step that records when it runs, and finishes when told (tests of locks that serialise work). */
export function step(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { run: async () => (log.push(`${name} starts`), await done, log.push(`${name} ends`), name), finish };
}

/** Once the first step runs, a moment for any other that could run to start too. */
export const settle = async (log: string[]) => {
  await until(() => log.length > 0);
  await new Promise((resolve) => setTimeout(resolve, 50));
};
