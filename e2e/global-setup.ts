import type { TestProject } from 'vitest/node';
import { startServer } from '../functions/node-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Starts the production server (the built site from `npm run build` plus the functions) on a
 * free port with an in-memory database, once for the whole e2e run.
 */
export default async function setup(project: TestProject) {
  const server = await startServer({
    port: 0,
    dataDir: 'memory://',
    env: { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'e2e-admin-password-1234' },
    quiet: true,
  });
  project.provide('baseUrl', server.url);
  return async () => {
    await server.close();
  };
}
