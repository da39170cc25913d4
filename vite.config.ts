import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { META_CONTENT_SECURITY_POLICY } from './shared/platform/content-security-policy';

const sharedDir = fileURLToPath(new URL('./shared', import.meta.url));

// The renderer is the Vite root; `base: './'` lets the built app load from the desktop
// app's custom protocol and from any web path alike.
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [
    react(),
    {
      // The page's meta policy comes from the same source as the desktop app's header.
      name: 'headroom-csp',
      transformIndexHtml: (html) => html.replace('__HEADROOM_CSP__', META_CONTENT_SECURITY_POLICY),
    },
  ],
  resolve: { alias: { '@shared': sharedDir } },
  worker: { format: 'es' },
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2500,
  },
  server: { port: 5173 },
  preview: { port: 4173, strictPort: true },
});
