/** The first admin that e2e/global-setup.ts starts the server with, for the tests that sign in. */
export const e2eAdmin = { email: 'admin@example.com', password: 'e2e-admin-password-1234' } as const;
