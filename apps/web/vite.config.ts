import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The reference event server (apps/server) during `vite` dev: API and media live there. */
const EVENT_SERVER = "http://localhost:8080";

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
  },
  server: {
    proxy: {
      "/api": EVENT_SERVER,
      "/media": EVENT_SERVER,
    },
  },
});
