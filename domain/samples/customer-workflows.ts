/** /customer-workflows' sample workflows and templates. */
import type { CustomerTemplate, CustomerWorkflow } from '../entities';

export const sampleCustomerWorkflows = [
  { id: 'cw-1', name: 'Welcome Series', status: 'active', triggers: 1240, conversions: 186, template: 'Lead Nurturing' },
  { id: 'cw-2', name: 'Cart Recovery', status: 'active', triggers: 860, conversions: 112, template: 'Abandoned Cart' },
  { id: 'cw-3', name: 'Win-back Campaign', status: 'paused', triggers: 420, conversions: 38, template: 'Re-engagement' },
] as const satisfies readonly CustomerWorkflow[];

export const sampleCustomerTemplates = [
  { id: 'ct-1', name: 'Lead Nurturing', category: 'Marketing', description: 'Follow up with every new lead automatically.', triggers: ['Form submitted'], actions: ['Send welcome email', 'Notify sales'], icon: 'mail', popular: true },
  { id: 'ct-2', name: 'Abandoned Cart', category: 'E-commerce', description: 'Bring shoppers back to finish checkout.', triggers: ['Cart idle for 1 hour'], actions: ['Send reminder', 'Offer discount'], icon: 'shopping-cart', popular: true },
  { id: 'ct-3', name: 'Appointment Follow-up', category: 'Services', description: 'Thank clients and ask for a review after a visit.', triggers: ['Appointment completed'], actions: ['Send thank-you', 'Request review'], icon: 'calendar', popular: false },
  { id: 'ct-4', name: 'Re-engagement', category: 'Retention', description: 'Reach out to customers who have gone quiet.', triggers: ['No purchase in 60 days'], actions: ['Send offer', 'Tag as at-risk'], icon: 'refresh-cw', popular: false },
] as const satisfies readonly CustomerTemplate[];
