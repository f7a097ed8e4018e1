import type { AdvertisingSettings, AnalyticsSettings } from '@mailmuse/api/contract';

export function analyticsName(settings: AnalyticsSettings): string {
  return settings.provider === 'ga4' ? 'Google Analytics' : 'Plausible Analytics';
}

export function advertisingName(settings: AdvertisingSettings): string {
  return settings.provider === 'adsense' ? 'Google AdSense' : settings.provider;
}
