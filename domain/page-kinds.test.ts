import { describe, expect, it } from 'vitest';
import { documentPaths, pageKindOf, pageKinds } from './page-kinds';
import { guardedPages, publicPages } from './pages';

describe('page kinds', () => {
  it('name every public page, and only those', () => {
    expect(Object.keys(pageKinds).sort()).toEqual(Object.keys(publicPages).sort());
  });

  it('keep the pages with checkout, forms, live demos and payment results applications', () => {
    for (const path of ['/pricing', '/contact', '/booking', '/live-chat', '/workflow-automation', '/hosting-automation', '/payment-success', '/manage-subscription', '/hosting']) {
      expect(pageKindOf(path), path).toBe('application');
    }
  });

  it('make the content pages documents', () => {
    expect(documentPaths).toEqual(expect.arrayContaining(['/', '/about', '/services', '/services/ecommerce', '/privacy', '/terms']));
    expect(documentPaths.every((path) => pageKinds[path] === 'document')).toBe(true);
  });

  it('read a path whatever its trailing slash, query or hash', () => {
    expect(pageKindOf('/about/')).toBe('document');
    expect(pageKindOf('/about?ref=x')).toBe('document');
    expect(pageKindOf('/services#faq')).toBe('document');
    expect(pageKindOf('/')).toBe('document');
    expect(pageKindOf('/pricing?plan=pro')).toBe('application');
  });

  it('treat every other path (admin, unknown) as an application', () => {
    for (const path of Object.keys(guardedPages)) expect(pageKindOf(path)).toBe('application');
    expect(pageKindOf('/no-such-page')).toBe('application');
    expect(pageKindOf('/404')).toBe('application');
  });
});
