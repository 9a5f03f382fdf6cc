import { describe, expect, it } from 'vitest';
import { caseStudies, portfolioProjects } from '../marketing/case-studies';
import { clientMarks } from '../marketing/clients';
import { sampleCustomers, sampleServers } from './hosting-automation';

/** The businesses the portfolio presents as our clients; a demo must not borrow their names. */
const portfolioClients = [
  ...clientMarks.map((mark) => mark.name),
  ...Object.values(caseStudies).map((study) => study.client),
  ...portfolioProjects.map((study) => study.client),
];

const sampleNames = [...sampleServers.map((server) => server.client), ...sampleCustomers.map((customer) => customer.name)];

const normalise = (name: string) => name.toLowerCase().replace(/[^a-z0-9 ]/g, '').trim();
/** "Hill Country Bakery" and "Hill Country Law" read as one business at a glance. */
const leadingWords = (name: string) => normalise(name).split(/\s+/).slice(0, 2).join(' ');

describe('sample clients of the hosting automation demo', () => {
  it('reads the names it checks', () => {
    expect(portfolioClients.length).toBeGreaterThan(0);
    expect(sampleNames.length).toBeGreaterThan(0);
  });

  it.each(sampleNames)('%s is not one of the portfolio’s clients', (name) => {
    expect(portfolioClients.map(normalise)).not.toContain(normalise(name));
  });

  it.each(sampleNames)('%s does not start like a portfolio client’s name', (name) => {
    expect(portfolioClients.map(leadingWords)).not.toContain(leadingWords(name));
  });
});
