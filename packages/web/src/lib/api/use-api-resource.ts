import { useCallback, useEffect, useState } from 'react';
import { api } from './api-client';
import { describeFailure } from './describe-failure';

/**
 * GETs `path` (when known), with a reload function and the error in words.
 * The resource modules beside it (members.ts, audit.ts, …) name the paths.
 */
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
      (problem: unknown) => current && setError(describeFailure(problem)),
    );
    return () => {
      current = false;
    };
  }, [path, generation]);

  return { data, error, reload };
}
