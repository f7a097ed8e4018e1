import * as z from 'zod/mini';

/**
 * What the page may load besides the product itself, as the operator configured it, and whether
 * the request carried a Global Privacy Control signal (`Sec-GPC: 1`). Nothing here loads before
 * the visitor consents; with GPC, advertising never loads.
 */
export const analyticsSettingsSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('ga4'), measurementId: z.string() }),
  z.object({ provider: z.literal('plausible'), domain: z.string(), scriptUrl: z.url() }),
]);
export type AnalyticsSettings = z.infer<typeof analyticsSettingsSchema>;

export const advertisingSettingsSchema = z.object({ provider: z.literal('adsense'), clientId: z.string() });
export type AdvertisingSettings = z.infer<typeof advertisingSettingsSchema>;

export const privacySettingsSchema = z.object({
  analytics: z.nullable(analyticsSettingsSchema),
  advertising: z.nullable(advertisingSettingsSchema),
  /** The request that fetched these settings carried `Sec-GPC: 1`. */
  gpc: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** Id of the JSON data block that carries the privacy settings in every page the server serves. */
export const PRIVACY_SETTINGS_ID = 'privacy-settings';

/** The consent categories a visitor can choose; the session cookie is necessary and not a choice. */
export const CONSENT_CATEGORIES = ['analytics', 'advertising'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
