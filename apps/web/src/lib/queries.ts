import type { FunctionName, FunctionRequest } from "@civic/contracts/functions";
import { notifyManager, QueryClient, queryOptions, useMutation } from "@tanstack/react-query";
import { invoke } from "./api-client";

/**
 * The browser's one TanStack Query client, the console's too (its queries set their own retry and
 * freshness). Hooks are given it explicitly (`useQuery(options, queryClient)`) rather than through
 * a provider at the root, so the entry chunk, which the onboarding and the landing share, never
 * carries TanStack Query: it loads with the first screen that calls the server.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // Every call has its own "Try again" where one makes sense; nothing is retried or refetched behind the person's back.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10 * 60_000 },
    mutations: { retry: false },
  },
});

// Results reach components in a microtask rather than a zero-delay timer: as soon as they arrive, and
// also while the spec's timings are tested with a paused clock.
notifyManager.setScheduler(queueMicrotask);

/** A named function read as a query: cached by its name and body, cancelled when no longer needed. */
export function functionQuery<N extends FunctionName>(name: N, body: FunctionRequest<N>) {
  return queryOptions({
    queryKey: [name, body] as const,
    queryFn: ({ signal }) => invoke(name, body, { signal }),
  });
}

/** A named function that changes something (a draft, a payment), called through a mutation. */
export function useFunctionMutation<N extends FunctionName>(name: N) {
  return useMutation(
    { mutationKey: [name], mutationFn: (body: FunctionRequest<N>) => invoke(name, body) },
    queryClient,
  );
}
