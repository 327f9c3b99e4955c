/** Contact: inquiries. */
export * from './inquiries.js';
