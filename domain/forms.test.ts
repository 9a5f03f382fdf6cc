import { describe, expect, it } from 'vitest';
import { bookingRequest, contactRequest, fieldErrorsOf, leadMagnetRequest } from './api';
import { emailProblem, fieldMessages, nameProblem } from './form-fields';
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

describe('emailProblem (the admin forms check an address before sending it)', () => {
  it('asks for a missing address in the form’s own words, spaces counting as missing', () => {
    expect(emailProblem('', 'Enter your email address.')).toBe('Enter your email address.');
    expect(emailProblem('   ', 'Enter the email address to invite.')).toBe('Enter the email address to invite.');
  });

  it('refuses what is not shaped like name@host.tld, with the forms’ shared message', () => {
    for (const wrong of ['owner', 'owner@', '@lonestar.test', 'owner@lonestar', 'own er@lonestar.test', 'a@b@c']) {
      expect(emailProblem(wrong, 'missing'), wrong).toBe(fieldMessages.emailInvalid);
    }
  });

  it('accepts an address, with the spaces around it ignored', () => {
    expect(emailProblem('owner@lonestar.test', 'missing')).toBeUndefined();
    expect(emailProblem('  owner@lonestar.test ', 'missing')).toBeUndefined();
  });
});

describe('nameProblem (every form refuses a link or a control character in a name, issue 32)', () => {
  it.each(['Visit evil.com', 'bit.ly/win', 'see xn--80ak6aa92e.com', 'http://x', 'HTTPS://EVIL', 'mailto:a@b.co', 'www.prize', 'hi 203.0.113.9', 'ｅｖｉｌ．ｃｏｍ', 'evil。com'])('%j is a link', (name) => {
    expect(nameProblem(name)).toBe('link');
  });
  it.each(['Bob\nSmith', 'Bob\u0000', 'x\u202Eexe.txt', 'zero\u200Bwidth', 'a\u2028b'])('%j has a control character', (name) => {
    expect(nameProblem(name)).toBe('control');
  });
  it.each(['Travis Boone', 'J. R. Ewing', 'Dr. Jones', "O'Brien", 'José Núñez-García', '李小龍', 'Mary-Jane 2nd'])('%j is a name', (name) => {
    expect(nameProblem(name)).toBeUndefined();
  });
  it('the schemas the browser and the functions share say so beside the name', () => {
    const booking = { service: 'Hosting', date: '2026-12-01', time: '10:00', email: 'a@b.co' };
    const refused = (result: { success: boolean; error?: unknown }) => (result.success ? {} : fieldErrorsOf(result.error as never));
    expect(refused(bookingRequest.safeParse({ ...booking, name: 'see evil.com' }))).toEqual({ name: fieldMessages.nameHasLink });
    expect(refused(contactRequest.safeParse({ name: 'a\u0007b', email: 'a@b.co', interest: 'Hosting', message: 'Hi' }))).toEqual({ name: fieldMessages.nameHasControl });
    expect(refused(leadMagnetRequest.safeParse({ email: 'a@b.co', name: 'www.x' }))).toEqual({ name: fieldMessages.nameHasLink });
    expect(leadMagnetRequest.safeParse({ email: 'a@b.co' }).success).toBe(true);
    expect(bookingRequest.safeParse({ ...booking, name: 'Travis Boone' }).success).toBe(true);
  });
});
