/** Contact: inquiries and their history. */
export * from './inquiries.js';
