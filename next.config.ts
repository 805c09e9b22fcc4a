import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { appOriginFrom } from './lib/config/app-origin';
import { serverActionAllowedOrigins } from './lib/http/own-origin';
import { sharedSecurityHeaders, strictTransportSecurity } from './lib/http/security-headers';

// Messages are compiled when the app is built (ICU syntax to a small array form), so that neither the
// browser nor the server carries the ICU parser: about 12 KB less gzipped JavaScript on every page
// (decision 017). Experimental in next-intl; the message tests read the JSON files themselves.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Lets two builds of one checkout live side by side (for example two end-to-end runs on other ports).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // `npm test` type-checks the whole project with tsc first; the build need not do it again (a minute on
  // two cores, on every first `npm start`).
  typescript: { ignoreBuildErrors: true },
  // The reading analyser reads its dictionary files from its own package folder at run time. The metrics
  // library keeps process-wide state, shared with the server script through one registry (lib/metrics).
  // The job queue loads its configuration and migrations at run time, and its worker is shared with the
  // server script's stop through globalThis (decision 044); web-push goes with it.
  serverExternalPackages: ['kuromoji', 'prom-client', 'graphile-worker', 'web-push'],
  // Every response, files and route handlers included; pages get their Content-Security-Policy from the
  // proxy, which makes a nonce per response. HSTS only where the request came over HTTPS (the app speaks
  // plain HTTP behind its load balancer, which says so in X-Forwarded-Proto) and only in production.
  async headers() {
    return [
      { source: '/:path*', headers: [...sharedSecurityHeaders] },
      ...(process.env.NODE_ENV === 'production'
        ? [{ source: '/:path*', has: [{ type: 'header' as const, key: 'x-forwarded-proto', value: 'https' }], headers: [strictTransportSecurity] }]
        : []),
    ];
  },
  experimental: {
    // Next's default is 1 MB. The largest action body here is a bulk edit of 5,000 circle ids (well under
    // 100 KB), then a memo of 5,000 characters; a tighter cap leaves less for a flood to make the server parse.
    // The production server has already refused an Origin other than APP_ORIGIN (lib/http/own-origin.ts);
    // naming it here keeps Next's own check, which compares with the Host or X-Forwarded-Host the request
    // carries, from failing one that reached an instance directly.
    serverActions: { bodySizeLimit: '512kb', allowedOrigins: serverActionAllowedOrigins(appOriginFrom(process.env)) },
  },
  // The seed's print route carries its parameter inside the segment (`/print-type-3`), which the App
  // Router cannot express as a folder name.
  async rewrites() {
    return [
      { source: '/print-type-', destination: '/print-type/0' },
      { source: '/print-type-:printType', destination: '/print-type/:printType' },
    ];
  },
};

export default withNextIntl(nextConfig);
