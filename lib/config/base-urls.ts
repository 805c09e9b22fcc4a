import type { AppEnvironment } from './environment';

export interface BaseUrls {
  /** The convention's Japanese web catalogue, which the top page links to. */
  webCatalogue: string;
  /** pixiv, whose user pages circles link to and which links back to favourites here. */
  pixiv: string;
}

const operatorDomain = 'convention.example';

function webCatalogueHost(environment: AppEnvironment): string {
  switch (environment) {
    case 'pro':
      return `webcatalog.${operatorDomain}`;
    case 'pro-staging':
      return `webcatalog-staging.${operatorDomain}`;
    case 'st':
    case 'development':
      return `webcatalog.st.${operatorDomain}`;
  }
}

export function defaultBaseUrls(environment: AppEnvironment): BaseUrls {
  return { webCatalogue: `https://${webCatalogueHost(environment)}`, pixiv: 'https://www.pixiv.net' };
}
