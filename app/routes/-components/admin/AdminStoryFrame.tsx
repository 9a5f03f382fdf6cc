/**
 * For the admin pages' stories only: what the `_admin` layout gives a page (a fresh
 * QueryClient and the signed-in demo admin's session), without the guard.
 */
import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-vite';
import { demoAdmin } from '../../../../mocks/demo-admin';
import { AdminSessionContext } from '../../../admin/AdminSession';
import { createAdminQueryClient } from '../../../admin/queryClient';

const session = { token: demoAdmin.sessionToken, user: { email: demoAdmin.email, name: demoAdmin.name }, lastActivity: 0 };

function AdminStoryFrame({ children }: { children: ReactNode }) {
  const [client] = useState(() => createAdminQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AdminSessionContext.Provider value={{ session, token: session.token, signOut: () => {}, signingOut: false }}>{children}</AdminSessionContext.Provider>
    </QueryClientProvider>
  );
}

export const withAdminSession: Decorator = (Story) => (
  <AdminStoryFrame>
    <Story />
  </AdminStoryFrame>
);
