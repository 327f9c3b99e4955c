import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The browser bundle; the server (src/server.ts) runs on Node from tsc's output.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    manifest: true,
    rollupOptions: { input: 'src/entry-client.tsx' },
  },
});
