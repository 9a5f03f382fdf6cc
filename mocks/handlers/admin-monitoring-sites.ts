import { z } from 'zod';
import { adminMonitoringSitesRequest, siteFieldErrors, type MonitoredSite } from '../../domain/monitoring';
import { sampleMonitoredSites } from '../../domain/samples';
import { adminOnly, errorJson, failureVariants, mockCall, readBody, respond, unauthorizedVariant } from '../shared';

/** The mock's sites (reset with `resetMockState`), changed as the function would change them. */
export const monitoredSiteStore = {
  sites: [...sampleMonitoredSites] as MonitoredSite[],
  reset() {
    this.sites = [...sampleMonitoredSites];
  },
};

const answer = () =>
  mockCall(
    'adminMonitoringSites',
    adminOnly(async ({ request }) => {
      const read = await readBody(request, z.unknown());
      if (!read.ok) return read.response;
      const parsed = adminMonitoringSitesRequest.safeParse(read.data);
      if (!parsed.success) return Response.json({ error: 'Some fields need another look.', fields: siteFieldErrors(parsed.error) }, { status: 400 });
      const body = parsed.data;
      const store = monitoredSiteStore;
      const find = (id: number) => store.sites.findIndex((s) => s.id === id);
      if (body.action !== 'list' && body.action !== 'add' && find(body.id) < 0) return errorJson(404, `No monitored site has the id ${body.id}.`);
      const now = new Date().toISOString();
      switch (body.action) {
        case 'add': {
          const id = Math.max(0, ...store.sites.map((s) => s.id)) + 1;
          const { keyword, statusSlug, ...rest } = body.site;
          store.sites.push({ ...rest, id, keyword: keyword ?? null, statusSlug: statusSlug ?? null, status: 'unknown', lastCheckedAt: null, nextCheckAt: now, uptime24h: null });
          break;
        }
        case 'edit': {
          const { keyword, statusSlug, ...rest } = body.site;
          const i = find(body.id);
          store.sites[i] = { ...store.sites[i]!, ...rest, keyword: keyword ?? null, statusSlug: statusSlug ?? null };
          break;
        }
        case 'pause':
          store.sites[find(body.id)] = { ...store.sites[find(body.id)]!, paused: body.paused };
          break;
        case 'remove':
          store.sites.splice(find(body.id), 1);
          break;
      }
      return respond('adminMonitoringSites', { sites: store.sites });
    }),
  );

export const adminMonitoringSitesHandlers = {
  success: answer(),
  ...failureVariants('adminMonitoringSites'),
  unauthorized: unauthorizedVariant('adminMonitoringSites'),
  /** No site added yet. */
  empty: mockCall('adminMonitoringSites', adminOnly(() => respond('adminMonitoringSites', { sites: [] }))),
};
