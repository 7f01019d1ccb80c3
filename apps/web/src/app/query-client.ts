import { QueryClient } from '@tanstack/react-query';

/**
 * Failed calls are not retried: the API client already toasted the error, and a network failure has
 * switched the app to its offline page, which brings everything back once the server answers again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
