import fs from 'node:fs';

/** Debian's Chromium, which the journeys drive (never a downloaded browser). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const INSTALL_CHROMIUM = 'apt-get install -y chromium';
/** CI sets it: there a missing browser is a failure, not a skip. */
export const E2E_REQUIRED = process.env.SIPV_E2E_REQUIRED === '1';

export const chromiumAvailable = () => fs.existsSync(CHROMIUM);
