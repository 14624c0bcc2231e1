/**
 * Leaving the app for another site (the payment provider's page). An object, so that a test can stub
 * `assign` with a spy: jsdom's `window.location.assign` cannot be replaced.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
