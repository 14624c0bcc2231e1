/** 'JBSWY3DPEHPK3PXP' as 'JBSW Y3DP EHPK 3PXP': groups of four are easier to type (apps ignore the spaces). */
export const groupedSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');
