import type { AppEnvironment } from './environment';

export interface BaseUrls {
  circleSite: string;
  portal: string;
  webCatalogue: string;
  auth: string;
  docs: string;
  mainSite: string;
  paymentScript: string;
  /** pixiv, whose user pages circles link to and which links back to favourites here. */
  pixiv: string;
}

const operatorDomain = 'convention.example';

const hostsByService: Record<Exclude<keyof BaseUrls, 'paymentScript' | 'pixiv'>, string> = {
  circleSite: 'circle',
  portal: 'portal',
  webCatalogue: 'webcatalog',
  auth: 'auth',
  docs: 'docs',
  mainSite: 'www',
};

function hostFor(service: string, environment: AppEnvironment): string {
  switch (environment) {
    case 'pro':
      return `${service}.${operatorDomain}`;
    case 'pro-staging':
      return `${service}-staging.${operatorDomain}`;
    case 'st':
    case 'development':
      return `${service}.st.${operatorDomain}`;
  }
}

export function defaultBaseUrls(environment: AppEnvironment): BaseUrls {
  const url = (service: keyof typeof hostsByService) => `https://${hostFor(hostsByService[service], environment)}`;
  return {
    circleSite: url('circleSite'),
    portal: url('portal'),
    webCatalogue: url('webCatalogue'),
    auth: url('auth'),
    docs: url('docs'),
    mainSite: url('mainSite'),
    paymentScript: 'https://js.stripe.com/v3/',
    pixiv: 'https://www.pixiv.net',
  };
}
