import { useCallback, useEffect, useState } from 'react';
import { api } from './api-client';
import { sentence } from './api-error';

/** GETs `path` (when known), with a reload function and the error in words. */
export function useApiResource<T>(path: string | undefined) {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  useEffect(() => {
    if (path === undefined) {
      return;
    }
    let current = true;
    api<T>('GET', path).then(
      (answer) => {
        if (current) {
          setData(answer);
          setError(undefined);
        }
      },
      (problem: unknown) =>
        current && setError(problem instanceof Error ? sentence(problem.message) : 'Failed.'),
    );
    return () => {
      current = false;
    };
  }, [path, generation]);

  return { data, error, reload };
}
