import type { IntegrationStatus } from '../../domain/api';
import { sampleNow } from '../../domain/samples';
import { sampleIntegrations, sampleIntegrationsFailing, sampleIntegrationsUnconfigured } from '../../domain/samples/admin';
import { adminOnly, failureVariants, mockCall, respond, unauthorizedVariant } from '../shared';

const answer = (integrations: IntegrationStatus[]) =>
  mockCall('adminIntegrations', adminOnly(() => respond('adminIntegrations', { integrations, checkedAt: new Date(sampleNow).toISOString() })));

const success = answer(sampleIntegrations);

export const adminIntegrationsHandlers = {
  success,
  ...failureVariants('adminIntegrations'),
  unauthorized: unauthorizedVariant('adminIntegrations'),
  unconfigured: answer(sampleIntegrationsUnconfigured),
  failing: answer(sampleIntegrationsFailing),
};
