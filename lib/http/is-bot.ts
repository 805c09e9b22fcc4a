const botPattern =
  /bot|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|bingpreview|yandex|baidu|petalsearch|ia_archiver/i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && botPattern.test(userAgent);
}
