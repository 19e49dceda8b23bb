import { StrictMode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { Resolver } from '../application/token';
import { ContainerProvider } from './hooks/container-context';

export function AppRoot({ resolver, router }: { resolver: Resolver; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <StrictMode>
      <ContainerProvider resolver={resolver}>
        <RouterProvider router={router} />
      </ContainerProvider>
    </StrictMode>
  );
}
