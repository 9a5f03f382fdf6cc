/**
 * /hosting-automation's and the admin dashboards' sample servers, rules, customers and alerts
 * (labelled "Sample data" where the pages show them).
 */
import type { Alert, CustomerRow, DashboardAutomationRule, HostingAutomationRule, Server } from '../entities';

export const sampleServers = [
  { id: 'srv-1', name: 'austin-web-01', status: 'running', cpu: 42, memory: 58, disk: 61, uptime: '45d 12h', lastCheck: '30s ago', client: 'Caprock Bread Co.', plan: 'Professional Cloud' },
  { id: 'srv-2', name: 'dallas-web-02', status: 'running', cpu: 71, memory: 66, disk: 48, uptime: '30d 4h', lastCheck: '30s ago', client: 'Whitfield Law', plan: 'Business Cloud' },
  { id: 'srv-3', name: 'houston-shop-01', status: 'running', cpu: 86, memory: 82, disk: 77, uptime: '12d 7h', lastCheck: '1m ago', client: 'Padre Island Outfitters', plan: 'Enterprise Cloud' },
  { id: 'srv-4', name: 'sa-web-03', status: 'stopped', cpu: 0, memory: 0, disk: 35, uptime: '0d 0h', lastCheck: '5m ago', client: 'Boone HVAC', plan: 'Starter Cloud' },
  { id: 'srv-5', name: 'elpaso-app-01', status: 'error', cpu: 97, memory: 91, disk: 88, uptime: '2d 3h', lastCheck: '1m ago', client: 'Brazos Pediatrics', plan: 'Developer Cloud' },
  { id: 'srv-6', name: 'austin-agency-01', status: 'maintenance', cpu: 12, memory: 30, disk: 52, uptime: '90d 1h', lastCheck: '2m ago', client: 'Novak Design House', plan: 'Agency Cloud' },
] as const satisfies readonly Server[];

export const sampleHostingAutomationRules = [
  { id: 'rule-1', name: 'Auto-scale on high CPU', trigger: 'CPU above 80% for 5 minutes', action: 'Add one vCPU and notify the client', status: 'active', lastTriggered: '2 hours ago' },
  { id: 'rule-2', name: 'Nightly backup', trigger: 'Daily backup at 2:00 AM', action: 'Snapshot files and database off-site', status: 'active', lastTriggered: '13 hours ago' },
  { id: 'rule-3', name: 'Security scan', trigger: 'Weekly security scan on Sunday', action: 'Scan for malware and outdated plugins', status: 'active', lastTriggered: '5 days ago' },
  { id: 'rule-4', name: 'Slow response alert', trigger: 'Response above 3 seconds', action: 'Purge cache and page the on-call engineer', status: 'active', lastTriggered: '1 day ago' },
  { id: 'rule-5', name: 'SSL renewal', trigger: 'SSL renewal 30 days before expiry', action: 'Renew and install the certificate', status: 'active', lastTriggered: '12 days ago' },
  { id: 'rule-6', name: 'Disk space guard', trigger: 'Disk above 85%', action: 'Rotate logs and expand the volume', status: 'active', lastTriggered: '3 days ago' },
] as const satisfies readonly HostingAutomationRule[];

export const sampleDashboardRules = [
  { id: 'rule-1', name: 'Auto-scaling', description: 'Add capacity when CPU stays above 80% for 5 minutes.', enabled: true, triggers: 12, actions: 2 },
  { id: 'rule-2', name: 'Nightly backups', description: 'Back up every site daily at 2:00 AM.', enabled: true, triggers: 30, actions: 1 },
  { id: 'rule-3', name: 'Security scans', description: 'Run a weekly security scan on Sunday.', enabled: true, triggers: 4, actions: 2 },
  { id: 'rule-4', name: 'Slow response recovery', description: 'Purge caches when response time passes 3 seconds.', enabled: false, triggers: 3, actions: 2 },
  { id: 'rule-5', name: 'SSL renewal', description: 'Renew certificates 30 days before expiry.', enabled: true, triggers: 2, actions: 1 },
  { id: 'rule-6', name: 'Disk clean-up', description: 'Rotate logs when disk usage passes 85%.', enabled: true, triggers: 6, actions: 2 },
] as const satisfies readonly DashboardAutomationRule[];

/**
 * Switching these rules off is risky: the admin is asked first, told what stops (rule id: what
 * happens while it is off).
 */
export const riskyToDisable: Readonly<Partial<Record<string, string>>> = {
  'rule-2': 'No site is backed up until you switch it back on: a failure in the meantime loses everything since the last backup.',
  'rule-3': 'No site is scanned for malware or vulnerabilities until you switch it back on.',
  'rule-5': 'Certificates stop renewing: a site whose certificate expires shows visitors a security warning.',
};

export const sampleCustomers = [
  { name: 'Caprock Bread Co.', email: 'dana@caprockbread.com', plan: 'Professional Cloud', status: 'active', usage: 58, revenue: 59 },
  { name: 'Whitfield Law', email: 'james@whitfieldlaw.com', plan: 'Business Cloud', status: 'active', usage: 66, revenue: 99 },
  { name: 'Padre Island Outfitters', email: 'ops@padreislandoutfitters.com', plan: 'Enterprise Cloud', status: 'active', usage: 82, revenue: 199 },
  { name: 'Boone HVAC', email: 'travis@boonehvac.com', plan: 'Starter Cloud', status: 'past_due', usage: 35, revenue: 29 },
  { name: 'Brazos Pediatrics', email: 'anita@brazospediatrics.com', plan: 'Developer Cloud', status: 'active', usage: 91, revenue: 79 },
  { name: 'Novak Design House', email: 'lena@novakdesignhouse.com', plan: 'Agency Cloud', status: 'trial', usage: 30, revenue: 349 },
] as const satisfies readonly CustomerRow[];

export const sampleAlerts = [
  { type: 'error', message: 'elpaso-app-01 is not responding to health checks', time: '1m ago', action: 'Restart server' },
  { type: 'warning', message: 'houston-shop-01 CPU above 80% for 5 minutes', time: '6m ago', action: 'Scale up' },
  { type: 'success', message: 'Nightly backups completed for 24 servers', time: '13h ago', action: 'View report' },
  { type: 'info', message: 'SSL certificate for whitfieldlaw.com renews in 30 days', time: '1d ago', action: 'Review' },
] as const satisfies readonly Alert[];
