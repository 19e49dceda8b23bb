import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { Resolver } from '../application/token';
import type { FeatureAreasPort } from '../application/ports/feature-areas.port';
import { ContainerProvider } from './hooks/container-context';
import { AppRoutes } from './routes';
import { RouterBridge, type RouterHandle } from './router-bridge';

export interface AppRootProps {
  resolver: Resolver;
  features: FeatureAreasPort;
  onRouter: (router: RouterHandle) => void;
}

export function AppRoot({ resolver, features, onRouter }: AppRootProps) {
  return (
    <StrictMode>
      <ContainerProvider resolver={resolver}>
        <BrowserRouter>
          <RouterBridge onRouter={onRouter} />
          <AppRoutes features={features} />
        </BrowserRouter>
      </ContainerProvider>
    </StrictMode>
  );
}
