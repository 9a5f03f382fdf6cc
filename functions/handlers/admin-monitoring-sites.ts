import { z } from 'zod';
import { adminMonitoringSitesRequest, privateAddressMessage, siteFieldErrors, type AdminMonitoringSitesResponse, type MonitoredSiteSettings } from '../../domain';
import { requireAdmin } from '../auth/sessions';
import { HttpError, json, readJson, withErrorHandling, type Handler } from '../http';
import { leadsToPrivateAddress } from '../monitoring/address-check';
import { addSite, editSite, listSites, pauseSite, removeSite } from '../monitoring/sites';
import { auditOf, clientKeyOf, clockOf, type HandlerDeps } from './deps';

/**
 * The monitored sites (docs/monitoring.md): list, add, edit, pause or resume, remove. A refused
 * form names each field; an address that leads to a private network is refused unless
 * MONITOR_ALLOW_PRIVATE=1. Every change is an `admin.action` in the security event log.
 */
export function createAdminMonitoringSitesHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  const audit = auditOf(deps);
  return withErrorHandling('admin-monitoring-sites', async (request, context) => {
    const at = now();
    const admin = await requireAdmin(deps.db, request, at);
    // Bounded, parsed and checked for unstorable text first; then the form's own messages, by field.
    const parsed = adminMonitoringSitesRequest.safeParse(await readJson(request, z.unknown()));
    if (!parsed.success) throw new HttpError(400, 'Some fields need another look.', undefined, siteFieldErrors(parsed.error));
    const body = parsed.data;

    const vet = async (site: MonitoredSiteSettings, id?: number) => {
      if (!deps.env.MONITOR_ALLOW_PRIVATE && (await leadsToPrivateAddress(site.url))) {
        throw new HttpError(400, privateAddressMessage, undefined, { url: privateAddressMessage });
      }
      if (site.statusSlug) {
        const taken = await deps.db.query(`select 1 from monitored_sites where status_slug = $1 and ($2::bigint is null or id <> $2)`, [site.statusSlug, id ?? null]);
        if (taken.length > 0) {
          const message = 'Another site’s status page has this address.';
          throw new HttpError(409, message, undefined, { statusSlug: message });
        }
      }
    };
    const missing = (id: number) => new HttpError(404, `No monitored site has the id ${id}.`);
    let detail: Record<string, string | number | boolean | null> | null = null;
    switch (body.action) {
      case 'list':
        break;
      case 'add': {
        await vet(body.site);
        const id = await addSite(deps.db, body.site, at);
        detail = { action: 'monitoring_site_add', siteId: id, host: new URL(body.site.url).host };
        break;
      }
      case 'edit':
        await vet(body.site, body.id);
        if (!(await editSite(deps.db, body.id, body.site, at))) throw missing(body.id);
        detail = { action: 'monitoring_site_edit', siteId: body.id, host: new URL(body.site.url).host };
        break;
      case 'pause':
        if (!(await pauseSite(deps.db, body.id, body.paused, at))) throw missing(body.id);
        detail = { action: body.paused ? 'monitoring_site_pause' : 'monitoring_site_resume', siteId: body.id };
        break;
      case 'remove':
        if (!(await removeSite(deps.db, body.id))) throw missing(body.id);
        detail = { action: 'monitoring_site_remove', siteId: body.id };
        break;
    }
    if (detail) {
      await audit({ type: 'admin.action', adminId: admin.id, client: clientKeyOf(deps, request, context), call: 'adminMonitoringSites', requestId: context?.requestId, detail });
    }
    const answer: AdminMonitoringSitesResponse = { sites: await listSites(deps.db, at) };
    return json(answer);
  });
}
