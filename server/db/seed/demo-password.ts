/** The password of every demo and generated account; it passes the product's password rules. */
export const DEMO_PASSWORD = 'Ascend-demo1';

/** Demo accounts use this domain: e.g. ava@demo.ascend.app. */
export const DEMO_EMAIL_DOMAIN = 'demo.ascend.app';
