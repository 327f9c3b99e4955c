/** Whether a route's key can be an inquiry's id (anything else is not asked for). */
export const inquiryKeyOf = (key: string): boolean => /^[1-9][0-9]{0,8}$/.test(key);
