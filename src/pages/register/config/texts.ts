/** SPEC §2: the screen's title, which also names its form. */
export const registerTitle = 'Create your account';
