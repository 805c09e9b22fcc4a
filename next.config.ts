import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
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
