import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * `npm run dev` serves the same mock backend as `npm start`: the Node middleware is loaded
 * through Vite's module graph so that handler edits reload without a restart.
 */
function mockBackend(): Plugin {
  return {
    name: 'portal-mock-backend',
    configureServer(server) {
      server.middlewares.use(async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const mod = await server.ssrLoadModule('/src/composition/server/mock-middleware.ts');
        const middleware = mod.sharedMockMiddleware() as (
          req: IncomingMessage,
          res: ServerResponse,
          next: () => void,
        ) => void;
        middleware(req, res, next);
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), mockBackend()],
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
