/**
 * Debian's Chromium as the browser tests and the benchmark start it: headless, and with everything
 * that would phone home switched off (the machine has no internet; nothing may download).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
