import type { NextConfig } from 'next';

// The reference page of `npm run bench:reference`, built from a copy outside the repository (see
// bench/reference.ts), so that nothing of the catalogue's own set-up takes part.
const nextConfig: NextConfig = {
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: true },
  // The copy reaches the repository's packages through a link; let the bundler follow it.
  turbopack: { root: '/' },
};

export default nextConfig;
