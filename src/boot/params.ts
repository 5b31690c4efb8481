/**
 * The parameters of the first view's two calls, as the site makes them. No React and no
 * generated client here: the entry starts these calls before the app's script loads.
 */
import { config } from '../config';

/** The system status is asked with the site's own host (spec section 4). */
export function systemStatusParams() {
  return { host: window.location.host };
}

/** The announcement call as the site makes it (spec section 7): every kind, platform W. */
export function announcementsParams() {
  return { types: 'B,PL,PU,PR,H', platform: 'W', merchantCode: config.merchant } as const;
}
