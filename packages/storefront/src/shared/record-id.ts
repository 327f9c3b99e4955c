/**
 * Whether a route's key can be a record's id as the API takes it (a positive id of up to nine
 * digits): a page shows anything else as not found, without asking the API.
 */
export const isRecordId = (key: string): boolean => /^[1-9][0-9]{0,8}$/.test(key);
