/** A message's key as the API takes it (a positive id); anything else is not found, unasked. */
export const isMessageKey = (key: string): boolean => /^[1-9][0-9]{0,8}$/.test(key);
