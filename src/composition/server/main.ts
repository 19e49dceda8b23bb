import { fileURLToPath } from 'node:url';
import { startPortalServer } from './portal-server';

/** `npm start`: the built portal and its mock backend on http://localhost:4173 (PORT overrides). */
const port = Number(process.env.PORT ?? 4173);
const distDir = fileURLToPath(new URL('../../../dist', import.meta.url));

startPortalServer({ port, distDir }).then(
  (server) => {
    console.log(`Portal with mock backend: ${server.url}`);
    console.log('Demo accounts: player@example.com / free@example.com, password Player#2025, every code 123456');
  },
  (error: unknown) => {
    console.error('Could not start the portal server:', error);
    process.exit(1);
  },
);
