import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dashboardRefreshMs, dataCache } from '../../domain/constants';
import { sampleCustomers, sampleServers } from '../../domain/samples';
import { demoAdmin } from '../../mocks/demo-admin';
import { resetMockState } from '../../mocks/handlers';
import { server } from '../../mocks/node';
import { ApiError, createApiClient } from './client';
import {
  adminQueryKeys,
  hostingCustomersQuery,
  hostingMetricsQuery,
  retryDelay,
  shouldRetry,
  systemHealthQuery,
  toggleAutomationMutation,
} from './queries';

const client = createApiClient({ baseUrl: 'http://localhost:3000' });
const token = demoAdmin.sessionToken;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

describe('dashboard queries', () => {
  it('cache 5 minutes fresh, 10 kept, refresh every 30 seconds, token out of the key', () => {
    for (const options of [hostingMetricsQuery(token), systemHealthQuery(token), hostingCustomersQuery(token)]) {
      expect(options).toMatchObject({
        staleTime: dataCache.staleTimeMs,
        gcTime: dataCache.gcTimeMs,
        refetchInterval: dashboardRefreshMs,
      });
      expect(options.queryKey[0]).toBe(adminQueryKeys.all[0]);
      expect(JSON.stringify(options.queryKey)).not.toContain(token);
    }
  });

  it('fetch the sample data through the client', async () => {
    const queryClient = new QueryClient();
    expect((await queryClient.fetchQuery(hostingMetricsQuery(token, client))).totalServers).toBe(sampleServers.length);
    expect((await queryClient.fetchQuery(hostingCustomersQuery(token, client))).customers).toHaveLength(sampleCustomers.length);
    expect((await queryClient.fetchQuery(systemHealthQuery(token, client))).checks.length).toBeGreaterThan(0);
    queryClient.clear();
  });

  it('toggling a rule invalidates the metrics so the dashboard reloads', async () => {
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(hostingMetricsQuery(token, client));
    const observer = new MutationObserver(queryClient, toggleAutomationMutation(token, client));
    await observer.mutate({ ruleId: 'rule-4', enabled: true });
    expect(queryClient.getQueryState(adminQueryKeys.hostingMetrics)?.isInvalidated).toBe(true);
    queryClient.clear();
  });
});

describe('retry policy', () => {
  const http = (status: number, retryAfter?: number) => new ApiError('adminAnalytics', 'http', status, 'x', { retryAfter });

  it('retries network failures, 429 and 5xx, never 4xx or contract breaks', () => {
    expect(shouldRetry(0, new ApiError('adminAnalytics', 'network', 0, 'x'))).toBe(true);
    expect(shouldRetry(0, http(503))).toBe(true);
    expect(shouldRetry(0, http(429))).toBe(true);
    expect(shouldRetry(0, http(401))).toBe(false);
    expect(shouldRetry(0, http(400))).toBe(false);
    expect(shouldRetry(0, new ApiError('adminAnalytics', 'invalid-response', 200, 'x'))).toBe(false);
    expect(shouldRetry(2, http(503))).toBe(false);
  });

  it('waits as long as Retry-After asks', () => {
    expect(retryDelay(1, http(429, 30))).toBe(30_000);
    expect(retryDelay(1, http(503))).toBe(2000);
  });
});
