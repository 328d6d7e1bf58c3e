const isThenable = <R>(value: R | PromiseLike<R>): value is PromiseLike<R> =>
  typeof (value as PromiseLike<R> | null)?.then === 'function';

/**
 * A thenable of a value already there: `then` calls back at once and chains the same way. React's `lazy` given one
 * renders in the same pass instead of suspending (React 19 may then show the content up to 300 ms late).
 */
export function settled<T>(value: T): PromiseLike<T> {
  return {
    then<R1 = T, R2 = never>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null): PromiseLike<R1 | R2> {
      if (!onFulfilled) return settled(value) as unknown as PromiseLike<R1>;
      const next = onFulfilled(value);
      return isThenable(next) ? next : settled(next);
    },
  };
}

/**
 * `load`'s result (a chunk's module), asked for once; a failed load is asked again next time. Once it has arrived the
 * answer is `settled`, so whatever a cold load preloaded renders without suspending.
 */
export function preloadable<T>(load: () => Promise<T>): () => PromiseLike<T> {
  let loaded: { value: T } | undefined;
  let loading: Promise<T> | undefined;
  return () => {
    if (loaded) return settled(loaded.value);
    loading ??= load().then(
      (value) => {
        loaded = { value };
        return value;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}
