import { describe, expect, it } from 'vitest';
import { formFields } from './form-requests';
import { bookingForm, contactForm, emptyFormValues, leadMagnetForm, manageSubscriptionForm, tableFields, websiteAuditForm } from './forms';

const tables = {
  contact: contactForm,
  booking: bookingForm,
  websiteAudit: websiteAuditForm,
  leadMagnet: leadMagnetForm,
  requestPortalLink: manageSubscriptionForm,
} as const;

describe('form field tables', () => {
  it('list, in order and groups included, exactly the fields each form posts (the honeypot aside)', () => {
    for (const [kind, table] of Object.entries(tables)) {
      expect(tableFields(table).map((field) => field.name), kind).toEqual(formFields[kind as keyof typeof tables].filter((name) => name !== 'website'));
    }
  });

  it('give every field of a form its own id', () => {
    for (const table of Object.values(tables)) {
      const ids = tableFields(table).map((field) => field.idSuffix ?? field.name);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('start a form with every field empty, the honeypot too', () => {
    expect(emptyFormValues(websiteAuditForm)).toEqual({ url: '', email: '', website: '' });
    expect(emptyFormValues(manageSubscriptionForm)).toEqual({ email: '', website: '' });
    expect(emptyFormValues(bookingForm)).toEqual({ service: '', date: '', time: '', name: '', email: '', phone: '', notes: '', website: '' });
  });

  it('mark required what the schemas require, and offer the topics in the selects', () => {
    const required = (table: (typeof tables)[keyof typeof tables]) => tableFields(table).filter((field) => field.required).map((field) => field.name);
    expect(required(contactForm)).toEqual(['name', 'email', 'interest', 'message']);
    expect(required(websiteAuditForm)).toEqual(['url', 'email']);
    expect(required(leadMagnetForm)).toEqual(['email']);
    expect(required(manageSubscriptionForm)).toEqual(['email']);
    expect(tableFields(bookingForm).find((field) => field.name === 'service')?.options).toContain('Website audit');
  });
});
