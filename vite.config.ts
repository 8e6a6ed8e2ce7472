import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    // The prerender reads the manifest to link each page's own chunks and styles.
    manifest: true,
    target: 'es2022',
  },
});
