import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompressPlugin.ts';

// In development /api goes to the reference server (npm start on 3000) or to any server implementing the contract.
const apiTarget = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.VITE_PORT ?? 5173),
    allowedHosts: ['.localhost'],
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false, xfwd: true },
    },
  },
  build: {
    outDir: 'dist/client',
    sourcemap: true,
    manifest: true,
    target: 'es2022',
  },
});
